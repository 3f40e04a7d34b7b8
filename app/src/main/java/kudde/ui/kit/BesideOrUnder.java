package kudde.ui.kit;

import java.awt.Component;
import java.awt.Container;
import java.util.LinkedHashMap;
import java.util.Map;
import net.miginfocom.swing.MigLayout;

/**
 * Some parts of a MigLayout panel side by side, or each on a line of its own where the panel is too
 * narrow for them side by side (a large text size in a narrow dock): two sets of constraints, and
 * which one the panel has now. The panel chooses at every layout ({@code doLayout}), so a wider place
 * or a smaller text puts the parts side by side again.
 */
public final class BesideOrUnder {
    private final Map<Component, String[]> parts = new LinkedHashMap<>();
    private boolean under;

    /** Part {@code c} with its constraints side by side and under. */
    public BesideOrUnder part(Component c, String beside, String underneath) {
        parts.put(c, new String[] {beside, underneath});
        return this;
    }

    /** The constraints {@code c} is added with: side by side, until the first layout chooses. */
    public String beside(Component c) {
        return parts.get(c)[0];
    }

    /** Gives the parts of {@code panel} (laid out by MigLayout) the constraints for {@code under}, where they change. */
    public void choose(Container panel, boolean under) {
        if (under == this.under) {
            return;
        }
        this.under = under;
        MigLayout mig = (MigLayout) panel.getLayout();
        for (Map.Entry<Component, String[]> e : parts.entrySet()) {
            mig.setComponentConstraints(e.getKey(), e.getValue()[under ? 1 : 0]);
        }
        // The panel's height changes with the choice, which its parent has to ask for again: chosen
        // in the panel's own layout, after the parent gave it the height for the other choice (the
        // learn side's Edit button went under Course out of sight). Once the layout under way is
        // done, which would mark it laid out again.
        if (panel instanceof javax.swing.JComponent j) {
            javax.swing.SwingUtilities.invokeLater(j::revalidate);
        }
    }
}
