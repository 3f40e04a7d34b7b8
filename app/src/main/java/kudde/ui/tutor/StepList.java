package kudde.ui.tutor;

import java.awt.Component;
import javax.swing.AbstractListModel;
import javax.swing.JList;
import javax.swing.ListCellRenderer;
import javax.swing.ListSelectionModel;
import kudde.engine.model.Turn;
import kudde.engine.play.Step;
import kudde.tutor.QuizFlow;
import kudde.tutor.Timeline;
import kudde.ui.kit.WrappingCell;

/**
 * The timeline as a list: the set-up, then one row per step with its turn and rule id. Row 0 is the
 * set-up position, row {@code i + 1} step {@code i}. Steps behind an unanswered quiz question keep
 * their text hidden, so the list does not give the answer away.
 */
final class StepList extends JList<Integer> {
    private static final long serialVersionUID = 1L;

    private final TutorView view;
    private final Model model = new Model();
    private final java.util.Map<Integer, String> said = new java.util.HashMap<>();
    private transient Timeline saidOf;
    private transient kudde.explain.Texts saidIn;

    StepList(TutorView view) {
        this.view = view;
        setName("steps");
        setModel(model);
        setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        setCellRenderer(new Renderer());
        setVisibleRowCount(7);
        // Rows wrap at the list's width, so their heights change with it.
        addComponentListener(new java.awt.event.ComponentAdapter() {
            private int width = -1;

            @Override
            public void componentResized(java.awt.event.ComponentEvent e) {
                if (getWidth() != width) {
                    width = getWidth();
                    setFixedCellHeight(1);
                    setFixedCellHeight(-1);
                }
            }
        });
        named();
    }

    /** The name a screen reader says, in the language shown ("Steps", "Stappen"). */
    void named() {
        getAccessibleContext().setAccessibleName(view.texts().get("timeline.title"));
    }

    void reload() {
        model.changed();
    }

    /** List row of a timeline position. */
    static int row(int position) {
        return position + 1;
    }

    static int position(int row) {
        return row - 1;
    }

    /** Whether step {@code i} is still hidden behind a question. */
    boolean hidden(int i) {
        return !view.reveal().step(i);
    }

    String label(int position) {
        TutorTexts tx = view.texts();
        Timeline t = view.timeline();
        if (position == Timeline.START) {
            return tx.get("timeline.setup");
        }
        Step s = t.steps().get(position);
        String turn = t.resolution().scenario().turns().get(s.turn()) instanceof Turn.EndGame
                ? tx.get("timeline.final") : tx.format("timeline.turn", s.turn() + 1);
        String text = hidden(position) ? tx.get("timeline.hidden") : said(t, tx.explain(), position);
        return turn + " · " + s.rule().name() + " · " + text;
    }

    /**
     * A step's sentence, said once for the timeline and language shown: the list asks for every
     * row's again whenever it lays its rows out, and a game one turn longer has a timeline of its own.
     */
    private String said(Timeline t, kudde.explain.Texts ex, int position) {
        if (t != saidOf || ex != saidIn) {
            said.clear();
            saidOf = t;
            saidIn = ex;
        }
        return said.computeIfAbsent(position, p -> ex.render(t.steps().get(p).message()));
    }

    /** The step's whole text as the row's tooltip, said only when asked for (not at every row's layout). */
    @Override
    public String getToolTipText(java.awt.event.MouseEvent e) {
        int row = locationToIndex(e.getPoint());
        java.awt.Rectangle cell = row < 0 ? null : getCellBounds(row, row);
        int position = position(row);
        if (cell == null || !cell.contains(e.getPoint()) || position < 0 || hidden(position)) {
            return null;
        }
        return view.texts().explain().stepText(view.timeline().steps().get(position));
    }

    private final class Model extends AbstractListModel<Integer> {
        private static final long serialVersionUID = 1L;

        @Override
        public int getSize() {
            Timeline t = view.timeline();
            return t == null ? 0 : t.size() + 1;
        }

        @Override
        public Integer getElementAt(int row) {
            return position(row);
        }

        void changed() {
            fireContentsChanged(this, 0, Math.max(0, getSize() - 1));
        }
    }

    /**
     * A row wraps at the list's width instead of running out of it: a step's sentence can be long
     * ("Anna places base/A at [2,0] (turned 90°)."), and a cut one reads as a different sentence.
     */
    private final class Renderer implements ListCellRenderer<Integer> {
        private final WrappingCell cell = new WrappingCell(1);

        @Override
        public Component getListCellRendererComponent(JList<? extends Integer> list, Integer value, int index,
                                                      boolean selected, boolean focused) {
            int position = value;
            QuizFlow quiz = view.quiz();
            boolean asks = view.quizMode() && quiz != null && position >= 0 && quiz.pendingAt(position) != null;
            return cell.show(list, (asks ? view.texts().get("timeline.quiz") + " " : "") + label(position), selected);
        }
    }

    @Override
    public boolean getScrollableTracksViewportWidth() {
        return true;
    }
}
