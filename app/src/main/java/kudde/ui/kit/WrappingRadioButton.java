package kudde.ui.kit;

import java.awt.Dimension;
import javax.swing.JRadioButton;

/** A radio button whose words wrap where its form is narrower than they are ({@link Wrapping}). */
public final class WrappingRadioButton extends JRadioButton implements Wrapping {
    private static final long serialVersionUID = 1L;

    public WrappingRadioButton(String text) {
        super(text);
        Wrapping.install(this);
    }

    public WrappingRadioButton() {
        this("");
    }

    @Override
    protected void firePropertyChange(String name, Object before, Object after) {
        super.firePropertyChange(name, before, after);
        Wrapping.changed(this, name, getText());
    }

    @Override
    public Dimension getPreferredSize() {
        return Wrapping.preferred(this, super.getPreferredSize());
    }

    @Override
    public Dimension getMinimumSize() {
        return Wrapping.minimum(this, super.getMinimumSize());
    }

    /** None, as MigLayout has it for a label in HTML ({@link Wrapping#BASELINE}). */
    @Override
    public int getBaseline(int width, int height) {
        return Wrapping.BASELINE;
    }

    @Override
    public Dimension getMaximumSize() {
        return Wrapping.maximum(this, super.getMaximumSize());
    }

    @SuppressWarnings("deprecation")
    @Override
    public void reshape(int x, int y, int width, int height) {
        int before = getWidth();
        super.reshape(x, y, width, height);
        Wrapping.resized(this, before, height);
    }
}
