package kudde.ui.board;

import java.awt.BorderLayout;
import java.awt.Window;
import java.beans.PropertyChangeListener;
import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTextArea;
import javax.swing.KeyStroke;

/**
 * View ▸ Describe the board: the board in words on screen, the same words a screen reader hears
 * ({@link BoardView#describe()}). It stays open beside the window and follows the board, so a
 * learner who steps through a lesson reads what changed at each step. Escape closes it.
 */
public final class BoardDescription extends JDialog {
    private static final long serialVersionUID = 1L;

    private final BoardView board;
    private final JTextArea text = new JTextArea();
    private final transient PropertyChangeListener follow;

    private BoardDescription(Window owner, BoardView board) {
        super(owner, board.texts().get("describe.title"), ModalityType.MODELESS);
        this.board = board;
        setName("describe");
        text.setName("describe.text");
        text.setEditable(false);
        text.setLineWrap(true);
        text.setWrapStyleWord(true);
        text.setRows(14);
        text.setColumns(48);
        text.setBorder(BorderFactory.createEmptyBorder(8, 8, 8, 8));
        text.getAccessibleContext().setAccessibleName(board.texts().get("describe.title"));
        JButton close = new JButton(board.texts().get("describe.close"));
        close.setName("describe.close");
        close.addActionListener(e -> dispose());
        JPanel buttons = new JPanel(new java.awt.FlowLayout(java.awt.FlowLayout.TRAILING));
        buttons.add(close);
        JPanel content = new JPanel(new BorderLayout());
        JScrollPane scroll = new JScrollPane(text);
        content.add(scroll, BorderLayout.CENTER);
        content.add(buttons, BorderLayout.SOUTH);
        setContentPane(content);
        content.registerKeyboardAction(e -> dispose(), KeyStroke.getKeyStroke("ESCAPE"),
                JComponent.WHEN_IN_FOCUSED_WINDOW);
        follow = e -> show(board.describe());
        board.addPropertyChangeListener(BoardView.DESCRIPTION, follow);
        show(board.describe());
        // Inside the screen at any text size; the words scroll.
        kudde.ui.kit.Screens.packInside(this, owner, scroll);
    }

    /** Opens the words of {@code board} beside {@code owner}, with the text focused for a screen reader. */
    public static BoardDescription open(Window owner, BoardView board) {
        BoardDescription d = new BoardDescription(owner, board);
        d.setVisible(true);
        d.text.requestFocusInWindow();
        return d;
    }

    @Override
    public void dispose() {
        board.removePropertyChangeListener(BoardView.DESCRIPTION, follow);
        super.dispose();
    }

    private void show(String words) {
        text.setText(words);
        text.setCaretPosition(0);
    }
}
