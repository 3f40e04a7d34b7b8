package kudde.ui.kit;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Dimension;
import javax.swing.JLabel;
import javax.swing.JPanel;
import net.miginfocom.swing.MigLayout;
import org.junit.jupiter.api.Test;

/** A hidden fold asks its children nothing and takes no room; shown, it is sized like any panel. */
class FoldTest {
    @Test
    void hiddenItReportsNoSizeWithoutAskingItsChildrenAndShownItsChildrensSize() throws Exception {
        javax.swing.SwingUtilities.invokeAndWait(FoldTest::check);
    }

    private static void check() {
        int[] asked = new int[1];
        JLabel child = new JLabel("a question the quiz asks") {
            private static final long serialVersionUID = 1L;

            @Override
            public Dimension getPreferredSize() {
                asked[0]++;
                return super.getPreferredSize();
            }
        };
        Fold fold = new Fold(new MigLayout("insets 0"));
        fold.add(child);
        JPanel plain = new JPanel(new MigLayout("insets 0"));
        plain.add(new JLabel("a question the quiz asks"));

        fold.setVisible(false);
        assertThat(fold.getPreferredSize()).isEqualTo(new Dimension());
        assertThat(fold.getMinimumSize()).isEqualTo(new Dimension());
        assertThat(fold.getMaximumSize()).isEqualTo(new Dimension());
        assertThat(asked[0]).isZero();

        fold.setVisible(true);
        assertThat(fold.getPreferredSize()).isEqualTo(plain.getPreferredSize());
        assertThat(fold.getPreferredSize().width).isPositive();
        assertThat(asked[0]).isPositive();
    }
}
