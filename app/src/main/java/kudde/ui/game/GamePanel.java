package kudde.ui.game;

import java.util.List;
import javax.swing.BorderFactory;
import javax.swing.DefaultListModel;
import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JComponent;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTextArea;
import javax.swing.SwingUtilities;
import kudde.engine.ai.Move;
import kudde.engine.model.Pos;
import kudde.engine.play.BoardStory;
import kudde.explain.Texts;
import kudde.tutor.game.FirstTimes;
import kudde.tutor.game.TableGame;
import kudde.tutor.game.WhereCanItGo;
import kudde.ui.art.TileIcon;
import kudde.ui.board.TurnPicker;
import kudde.ui.kit.Strings;
import kudde.ui.kit.Theme;
import kudde.ui.kit.WindowLanguage;
import net.miginfocom.swing.MigLayout;

/**
 * The game's panel above the tutor in learn mode: whose turn it is and the tile they drew, the
 * buttons of the move (as in an exercise), "Where can this go?", "Take back my move", the pace of
 * the computer players' turns, the tutor's notes and, at the end, the final scores with the review
 * and the save. It shows what {@link GameMode} holds; it computes no rule.
 */
final class GamePanel extends JPanel {
    private static final long serialVersionUID = 1L;
    /** The window's texts. */
    private final Strings texts;
    private static final int TILE_ICON = 48;

    private final transient GameMode mode;
    private final JTextArea turn = text("game.turn");
    private final JLabel tileIcon = new JLabel();
    private final JTextArea how = text("game.how");
    private final JTextArea notice = text("game.notice");
    private final JTextArea odds = text("game.odds");
    private final JButton noFigure = new JButton();
    private final JButton rotate = new JButton();
    private final JButton pickUp = new JButton();
    private final JButton where = new JButton();
    private final JButton takeBack = new JButton();
    private final DefaultListModel<String> whereModel = new DefaultListModel<>();
    private final WhereList whereList = new WhereList(whereModel);
    private final JScrollPane whereScroll = new JScrollPane(whereList);
    private final JComboBox<Pace> pace = new JComboBox<>(Pace.values());
    private final JLabel paceLabel = new JLabel();
    private final JButton nextMove = new JButton();
    private final JCheckBox notesBox = new kudde.ui.kit.WrappingCheckBox("");
    private final JPanel notesPanel = new JPanel(new MigLayout("wrap 2, insets 0, fillx, hidemode 3", "[grow,fill][]"));
    private final JTextArea end = text("game.end");
    private final JButton review = new JButton();
    private final JButton save = new JButton();
    // Rows that go on on a new line where learn mode's side is narrower than they are (200 % text);
    // the move's buttons and the help's share one, which takes fewer lines than two would.
    private final JPanel playRow = kudde.ui.kit.WrapRow.in(6);
    private final JPanel endRow = kudde.ui.kit.WrapRow.in(6);
    /**
     * The rows of buttons, shown under the panel's scrolling words rather than in them: at 200 % text
     * the turn's line and the words on how to play fill learn mode's side, and Where can this go?
     * under them was a scroll away (docs/accessibility.md).
     */
    private final JPanel actions = new JPanel(new MigLayout("wrap 1, insets 6, fillx, hidemode 3", "[grow,fill]")) {
        private static final long serialVersionUID = 1L;

        // The line that parts the game from the tutor under it, at the foot of the buttons now.
        @Override
        public void updateUI() {
            super.updateUI();
            setBorder(BorderFactory.createMatteBorder(0, 0, 1, 0, Theme.colour("Kudde.accent")));
        }
    };
    private transient List<WhereCanItGo.Option> options = List.of();
    private String noticeText;
    private transient java.util.Locale whereSaidIn;
    /** The game and its number of turns when "where can this go?" was answered. */
    private transient TableGame whereFor;
    private int whereTurns = -1;
    private transient TileIcon picture;
    /** The notes shown, the newest first. */
    private static final int NOTES_SHOWN = 2;
    // The note rows are made once and filled at each refresh: made anew at every refresh (several a
    // turn at the "at once" pace), a fresh wrapped text had no width yet when the side was laid out,
    // and the panel kept a height worked out for another width, a gap under the notes that pushed
    // the tutor and the review out of sight at the end of a game (seen at 1440 x 900).
    private final JTextArea[] noteTexts = new JTextArea[NOTES_SHOWN];
    private final JButton[] noteShows = new JButton[NOTES_SHOWN];
    private final int[] noteSteps = new int[NOTES_SHOWN];

    /** Whether the person's tile was laid at the last refresh: laying it brings its buttons into sight. */
    private boolean wasLaid;

    GamePanel(GameMode mode, WindowLanguage language) {
        super(new MigLayout("wrap 1, insets 6, fillx, hidemode 3", "[grow,fill]"));
        this.texts = language.texts();
        this.mode = mode;
        setName("game");
        tileIcon.setName("game.tile");
        noFigure.setName("game.noFigure");
        rotate.setName("game.rotate");
        pickUp.setName("game.pickUp");
        where.setName("game.where");
        takeBack.setName("game.takeBack");
        whereList.setName("game.whereList");
        pace.setName("game.pace");
        nextMove.setName("game.nextMove");
        notesBox.setName("game.notesOn");
        notesPanel.setName("game.notes");
        review.setName("game.review");
        save.setName("game.save");
        pace.setRenderer(new javax.swing.DefaultListCellRenderer() {
            private static final long serialVersionUID = 1L;

            @Override
            public java.awt.Component getListCellRendererComponent(JList<?> list, Object value, int index,
                    boolean selected, boolean focus) {
                Object shown = value instanceof Pace p ? texts.get("game.pace." + p.word()) : value;
                return super.getListCellRendererComponent(list, shown, index, selected, focus);
            }
        });
        paceLabel.setLabelFor(pace);
        noFigure.addActionListener(e -> withPicker(TurnPicker::finishWithoutFigure));
        rotate.addActionListener(e -> withPicker(p -> p.rotate(1)));
        pickUp.addActionListener(e -> withPicker(TurnPicker::pickUp));
        where.addActionListener(e -> mode.where());
        takeBack.addActionListener(e -> mode.takeBack());
        pace.addActionListener(e -> {
            if (pace.getSelectedItem() instanceof Pace p && p != mode.pace()) {
                mode.setPace(p);
            }
        });
        nextMove.addActionListener(e -> mode.nextMove());
        notesBox.addActionListener(e -> mode.setNotesOn(notesBox.isSelected()));
        review.addActionListener(e -> mode.review());
        save.addActionListener(e -> mode.save());
        whereList.addListSelectionListener(e -> {
            int i = whereList.getSelectedIndex();
            if (!e.getValueIsAdjusting() && i >= 0 && i < options.size()) {
                mode.layAt(options.get(i));
            }
        });
        whereList.setVisibleRowCount(5);
        whereScroll.setHorizontalScrollBarPolicy(JScrollPane.HORIZONTAL_SCROLLBAR_NEVER);
        whereScroll.setVisible(false);
        playRow.add(noFigure);
        playRow.add(rotate);
        playRow.add(pickUp);
        playRow.add(where);
        playRow.add(takeBack);
        endRow.add(review);
        endRow.add(save);
        JPanel paceRow = kudde.ui.kit.WrapRow.in(6);
        paceRow.add(paceLabel);
        paceRow.add(pace);
        paceRow.add(nextMove);
        // The turn's line and the tile in a row of their own: a hidden tile (the game over) leaves
        // its cell empty rather than handing it to the next text.
        JPanel head = new JPanel(new MigLayout("insets 0, fillx, hidemode 3", "[grow,fill][]"));
        head.add(turn, "growx, wmin 10");
        head.add(tileIcon, "gapleft 6, top");
        add(head, "growx, wmin 10");
        add(how, "growx, wmin 10");
        add(notice, "growx, wmin 10");
        add(odds, "growx, wmin 10");
        add(whereScroll, "growx, wmin 10, hmax 140");
        add(end, "growx, wmin 10");
        // The pace stays with the words: at a computer's turn they are the turn's line alone, so Next
        // move is in sight under it; among the buttons it would take their room at a person's turn.
        add(paceRow, "growx");
        add(notesBox, "growx, wmin 10");
        add(notesPanel, "growx, wmin 10");
        for (int i = 0; i < NOTES_SHOWN; i++) {
            int row = i;
            noteTexts[i] = text("game.note");
            noteShows[i] = new JButton();
            noteShows[i].addActionListener(e -> mode.showStep(noteSteps[row]));
            notesPanel.add(noteTexts[i], "growx, wmin 10");
            notesPanel.add(noteShows[i], "top");
        }
        actions.setName("game.actions");
        actions.add(playRow, "growx");
        actions.add(endRow, "growx");
        language.addListener(this::refresh);
    }

    /** Whether the keyboard's focus is on the person's buttons or the answer to Where can this go?, which a computer's turn hides. */
    boolean personsControlsHoldFocus() {
        java.awt.Component owner = java.awt.KeyboardFocusManager.getCurrentKeyboardFocusManager().getFocusOwner();
        return owner != null && (SwingUtilities.isDescendingFrom(owner, playRow) || SwingUtilities.isDescendingFrom(owner, whereScroll));
    }

    /** The rows of buttons, for the side to show under the panel, where they stay in sight. */
    JComponent actions() {
        return actions;
    }

    private static JTextArea text(String name) {
        // New words leave the caret where it is (after a change of look too): in learn mode's side
        // the panel scrolls, and a caret moved to the end of the words scrolled the turn's first
        // lines out of sight.
        JTextArea a = new kudde.ui.kit.ReadingArea("");
        a.setName(name);
        a.setEditable(false);
        a.setLineWrap(true);
        a.setWrapStyleWord(true);
        a.setOpaque(false);
        a.setFocusable(false);
        a.setBorder(null);
        return a;
    }

    private void withPicker(java.util.function.Consumer<TurnPicker> act) {
        TurnPicker p = mode.picker();
        if (p != null) {
            act.accept(p);
        }
    }

    /** A spot refused, in words (null: none). */
    void notice(String text) {
        noticeText = text;
        refresh();
    }

    /** The "where can this go?" answer: each legal move with its points now, the best first. */
    void showWhere(List<WhereCanItGo.Option> found) {
        options = List.copyOf(found);
        whereFor = mode.game();
        whereTurns = whereFor == null ? -1 : whereFor.scenario().turns().size();
        sayWhere();
        whereScroll.setVisible(true);
        revalidate();
        // The answer in sight where learn mode's side scrolls the panel (200 % text).
        SwingUtilities.invokeLater(() -> scrollRectToVisible(whereScroll.getBounds()));
    }

    /** The options in the window's language now (again after a switch of language). */
    private void sayWhere() {
        whereModel.clear();
        TableGame g = mode.game();
        Texts tx = Texts.of(texts.locale());
        for (WhereCanItGo.Option o : options) {
            whereModel.addElement(describe(g, o, tx));
        }
        whereSaidIn = texts.locale();
        whereList.rowsChanged();
    }

    private String describe(TableGame g, WhereCanItGo.Option o, Texts tx) {
        Move m = o.move();
        // In the learner's words, as the tutor says where tiles lie: no coordinates.
        String move = tx.render(BoardStory.move(g.game().board(), g.tile(), new Pos(m.x(), m.y()), m.quarterTurns() * 90,
                m.place(), m.flock()));
        // The points on a line of their own; each line wraps at the list's width (WhereList).
        return move + "\n" + texts.format("game.where.points", o.mine(), o.others());
    }

    void refresh() {
        TableGame g = mode.game();
        if (g == null) {
            return;
        }
        Texts tx = Texts.of(texts.locale());
        boolean person = g.personToMove();
        java.awt.Font base = javax.swing.UIManager.getFont("Label.font");
        if (base != null) {
            turn.setFont(base.deriveFont(java.awt.Font.BOLD, base.getSize2D() * 1.2f));
        }
        TurnPicker p = mode.picker();
        String before = turn.getText();
        if (g.over()) {
            turn.setText(texts.get("game.over"));
        } else {
            String who = tx.name(g.scenario().players().get(g.seat()));
            String tile = tx.term("tile." + g.tile().id());
            turn.setText(mode.thinking() ? texts.format("game.thinking", who)
                    : texts.format("game.turnOf", who, tile, g.tilesLeft()));
        }
        if (!turn.getText().equals(before)) {
            // A new turn's first lines in sight, where learn mode's side scrolls the panel (200 % text).
            SwingUtilities.invokeLater(() -> scrollRectToVisible(new java.awt.Rectangle(0, 0, 1, 1)));
        }
        tileIcon.setVisible(!g.over());
        if (!g.over()) {
            if (picture == null || picture.type() != g.tile()) {
                picture = new TileIcon(g.tile(), TILE_ICON);
            }
            picture.setRotation(p != null ? p.rotation() : 0);
            tileIcon.setIcon(picture);
            tileIcon.repaint();
        }
        how.setVisible(person);
        how.setText(p == null ? "" : p.laid() == null ? texts.get("game.how.place") : texts.get("game.how.figure"));
        boolean laid = p != null && p.laid() != null;
        if (laid && !wasLaid) {
            // The tile laid: the words on what to do now in sight, where learn mode's side scrolls the
            // panel (200 % text) and the learner had scrolled it elsewhere.
            SwingUtilities.invokeLater(() -> {
                java.awt.Rectangle wanted = how.getBounds();
                // Too high for the panel's view: from the words' first line, as much as it holds.
                wanted.height = Math.min(wanted.height, Math.max(1, getVisibleRect().height));
                scrollRectToVisible(wanted);
            });
        }
        wasLaid = laid;
        notice.setVisible(person && noticeText != null && !noticeText.isEmpty());
        notice.setText(noticeText == null ? "" : noticeText);
        Theme.foreground(notice, "Kudde.error");
        kudde.engine.odds.GrowOrGuide g2 = mode.odds();
        odds.setVisible(g2 != null);
        odds.setText(g2 == null ? "" : oddsText(g2));
        noFigure.setVisible(person);
        rotate.setVisible(person);
        pickUp.setVisible(person);
        noFigure.setText(texts.get("game.noFigure"));
        noFigure.setEnabled(p != null && p.laid() != null);
        rotate.setText(texts.get("game.rotate"));
        pickUp.setText(texts.get("game.pickUp"));
        pickUp.setEnabled(p != null && p.laid() != null);
        boolean anyPerson = g.setup().seats().stream().anyMatch(kudde.tutor.game.Seat::person);
        where.setText(texts.get("game.where"));
        where.setToolTipText(texts.get("game.where.tip"));
        // The list's name, which a screen reader says as it takes the focus (docs/accessibility.md).
        whereList.getAccessibleContext().setAccessibleName(texts.get("game.where.list"));
        where.setVisible(person);
        takeBack.setText(texts.get("game.takeBack"));
        takeBack.setToolTipText(texts.get("game.takeBack.tip"));
        takeBack.setVisible(g.setup().learning() && anyPerson && (person || g.over()));
        playRow.setVisible(person || takeBack.isVisible());
        takeBack.setEnabled(g.canTakeBack() && !mode.thinking());
        // The answer belongs to the turn it was asked at: no list (not even an empty box) before
        // the question, at a computer's turn or in another game.
        if (!person || g != whereFor || g.scenario().turns().size() != whereTurns) {
            whereScroll.setVisible(false);
            options = List.of();
            whereFor = null;
        } else if (!options.isEmpty() && !texts.locale().equals(whereSaidIn)) {
            sayWhere();
        }
        end.setVisible(g.over());
        end.setText(g.over() ? finalScores(g, tx) : "");
        endRow.setVisible(g.over());
        review.setText(texts.get("game.review"));
        save.setText(texts.get("game.save"));
        paceLabel.setText(texts.get("game.pace"));
        pace.setSelectedItem(mode.pace());
        nextMove.setText(texts.get("game.nextMove"));
        nextMove.setVisible(mode.pace() == Pace.STEP);
        nextMove.setEnabled(mode.waitingForClick());
        notesBox.setText(texts.get("game.notesOn"));
        notesBox.setSelected(mode.notesOn());
        fillNotes(tx);
        revalidate();
        repaint();
    }

    /** At a tending choice: what guiding gives now, the wolf's chance and what growing is expected to give (S5–S7). */
    private String oddsText(kudde.engine.odds.GrowOrGuide g) {
        StringBuilder b = new StringBuilder(texts.get("game.odds.title"));
        b.append('\n').append(texts.format("game.odds.guide", g.guideNow()));
        b.append('\n').append(texts.format("game.odds.wolf", g.wolfChance(), g.wolves(), g.bagSize()));
        if (!Double.isNaN(g.growNow())) {
            b.append('\n').append(texts.format("game.odds.grow", g.growNow()));
            b.append('\n').append(texts.get(g.verdict() == kudde.engine.model.Turn.Flock.GROW
                    ? "game.odds.verdict.grow" : "game.odds.verdict.guide"));
        }
        return b.toString();
    }

    private String finalScores(TableGame g, Texts tx) {
        int[] scores = g.game().scores();
        // Who won is the game's (TableGame.winners); the panel only says it.
        List<Integer> won = g.winners();
        List<String> names = new java.util.ArrayList<>();
        for (int w : won) {
            names.add(tx.name(g.scenario().players().get(w)));
        }
        StringBuilder b = new StringBuilder();
        if (!won.isEmpty()) {
            b.append(texts.format("game.end.winner", tx.join(names), won.size(), scores[won.get(0)])).append('\n');
        }
        b.append(texts.get("game.end"));
        for (int i = 0; i < scores.length; i++) {
            b.append('\n').append(texts.format("game.end.score", tx.name(g.scenario().players().get(i)), scores[i]));
        }
        return b.toString();
    }

    /** The newest notes first, the last two shown (the tutor keeps its room); each one click away from its step. */
    private void fillNotes(Texts tx) {
        List<FirstTimes.Note> shown = mode.notes();
        for (int i = 0; i < NOTES_SHOWN; i++) {
            boolean on = i < shown.size();
            noteTexts[i].setVisible(on);
            noteShows[i].setVisible(on);
            if (!on) {
                continue;
            }
            FirstTimes.Note note = shown.get(i);
            String moment = note.moment().name().toLowerCase(java.util.Locale.ROOT);
            noteTexts[i].setName("game.note." + moment);
            String said = texts.format("game.note.head", note.rule().name(), tx.ruleTitle(note.rule())) + "\n"
                    + texts.get("game.note." + moment);
            if (!said.equals(noteTexts[i].getText())) {
                noteTexts[i].setText(said);
            }
            noteShows[i].setText(texts.get("game.note.show"));
            noteShows[i].setName("game.note.show." + moment);
            noteSteps[i] = note.step();
        }
        notesPanel.setVisible(!shown.isEmpty());
    }
}
