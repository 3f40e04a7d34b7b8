package kudde.ui.kit;

import java.awt.event.ActionEvent;
import javax.swing.AbstractAction;
import javax.swing.KeyStroke;

/**
 * An action whose name and tooltip come from the UI bundle by key, so a language switch only
 * needs {@link #relabel()}; menu items and tool bar buttons made from it follow.
 */
public final class KAction extends AbstractAction {
    private static final long serialVersionUID = 1L;

    private final String key;
    private final Runnable run;

    public KAction(String key, String accelerator, Runnable run) {
        this.key = key;
        this.run = run;
        putValue(ACTION_COMMAND_KEY, key);
        if (accelerator != null) {
            putValue(ACCELERATOR_KEY, KeyStroke.getKeyStroke(accelerator));
        }
        relabel();
    }

    public String key() {
        return key;
    }

    public void relabel() {
        putValue(NAME, Strings.get(key));
        String tip = key + ".tip";
        putValue(SHORT_DESCRIPTION, Strings.has(tip) ? Strings.get(tip) : Strings.get(key));
    }

    @Override
    public void actionPerformed(ActionEvent e) {
        run.run();
    }
}
