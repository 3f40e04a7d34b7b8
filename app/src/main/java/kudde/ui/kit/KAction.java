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

    private final Strings texts;
    private final String key;
    private final Runnable run;

    /** @param texts the window's texts, in which the action names itself */
    public KAction(Strings texts, String key, String accelerator, Runnable run) {
        this.texts = texts;
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
        putValue(NAME, texts.get(key));
        String tip = key + ".tip";
        putValue(SHORT_DESCRIPTION, texts.has(tip) ? texts.get(tip) : texts.get(key));
    }

    @Override
    public void actionPerformed(ActionEvent e) {
        run.run();
    }
}
