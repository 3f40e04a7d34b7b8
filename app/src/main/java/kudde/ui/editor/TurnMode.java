package kudde.ui.editor;

import java.awt.Font;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import javax.swing.BorderFactory;
import javax.swing.DefaultListCellRenderer;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import kudde.engine.model.PlayerSetup;
import kudde.engine.model.Pos;
import kudde.engine.model.Scenario;
import kudde.engine.model.Turn;
import kudde.engine.moves.FigureMoves;
import kudde.engine.moves.TileMove;
import kudde.engine.play.Highlight;
import kudde.engine.play.IllegalTurn;
import kudde.engine.tile.TileType;
import kudde.explain.Texts;
import kudde.tutor.Composer;
import kudde.ui.board.BoardView;
import kudde.ui.board.TurnPicker;
import kudde.ui.doc.Document;
import kudde.ui.doc.Edit;
import kudde.ui.kit.Strings;
import kudde.ui.kit.Theme;
import net.miginfocom.swing.MigLayout;

/**
 * Playing a turn on the board, a mode entered on purpose (Edit ▸ Play a turn, T) and left with Esc:
 * while it is on, the board is the {@link TurnPicker}'s, shows the game as it stands before the turn,
 * a bar across its top says which turn is being played ("Playing turn 3 — Esc to stop") and the
 * palette offers only the tiles that are left. The chosen move is resolved by the engine at once: a
 * refused move says why and changes nothing; a played one is one undoable edit. Appending goes on
 * with the next turn; replacing or inserting a turn (the turns list) stops after it.
 */
public final class TurnMode {
    /** The window's texts. */
    private final Strings texts;
    /** What the turn does to the scenario's turns. */
    public enum Kind { APPEND, INSERT, REPLACE }

    private final Document doc;
    private final BoardView view;
    private final Consumer<String> status;
    private final Consumer<String> warn;
    private final TurnPicker picker;
    private final List<Runnable> listeners = new CopyOnWriteArrayList<>();
    private final List<java.util.function.IntConsumer> playedListeners = new CopyOnWriteArrayList<>();
    // Made when turn mode is first entered: few sessions play a turn in their first second, and
    // its two lists were a twentieth of the event thread's start-up (docs/performance.md).
    private Bar bar;
    private Composer composer;
    private Kind kind = Kind.APPEND;
    private int index;
    private boolean on;
    private boolean applying;
    private Turn.TileTurn replaced;
    private int openedAt;

    TurnMode(Document doc, BoardView view, Strings texts, Consumer<String> status, Consumer<String> warn) {
        this.texts = texts;
        this.doc = doc;
        this.view = view;
        this.status = status;
        this.warn = warn;
        this.picker = new TurnPicker(new EngineJudge(), new TurnPicker.Listener() {
            @Override
            public void chosen(TurnPicker.Move move) {
                play(move);
            }

            @Override
            public void refused(String reason) {
                warn.accept(reason);
            }

            @Override
            public void changed() {
                relabel();
            }
        });
        doc.addListener(this::documentChanged);
    }

    /** The bar across the board's top while a turn is played: which turn, whose, the tile under a hill, no figure, stop. */
    private final class Bar {
        final JPanel panel = new JPanel(new MigLayout("insets 4 8 4 8, hidemode 3, gapy 2", "[][][][][][grow][][]"));
        final JLabel title = new JLabel();
        final JLabel hint = new JLabel();
        final JLabel playerLabel = new JLabel();
        final JComboBox<String> player = new JComboBox<>();
        final JLabel hiddenLabel = new JLabel();
        final JComboBox<TileType> hidden = new JComboBox<>();
        final JButton noFigure = new JButton();
        final JButton stop = new JButton();

        Bar() {
            panel.setName("turnBar");
            title.setName("turnTitle");
            title.setFont(title.getFont().deriveFont(Font.BOLD));
            hint.setName("turnHint");
            player.setName("turnPlayer");
            hidden.setName("turnHidden");
            noFigure.setName("turnNoFigure");
            stop.setName("turnStop");
            panel.setBorder(BorderFactory.createMatteBorder(0, 0, 2, 0, Theme.colour("Kudde.board.ghostFits")));
            panel.add(title);
            panel.add(playerLabel, "gapleft 12");
            panel.add(player);
            panel.add(hiddenLabel, "gapleft 12");
            panel.add(hidden);
            panel.add(new JLabel(), "growx");
            panel.add(noFigure);
            panel.add(stop, "wrap");
            panel.add(hint, "span, growx, wmin 10");
            player.setRenderer(text(TurnMode.this::playerName));
            hidden.setRenderer(text(t -> t == null ? texts.get("turn.hidden.none") : t.id()));
            player.addActionListener(e -> {
                if (!applying) {
                    picker.reset();
                }
            });
            noFigure.addActionListener(e -> picker.finishWithoutFigure());
            stop.addActionListener(e -> TurnMode.this.stop());
        }
    }

    private Bar bar() {
        if (bar == null) {
            bar = new Bar();
        }
        return bar;
    }

    private static <T> javax.swing.ListCellRenderer<T> text(java.util.function.Function<T, String> f) {
        DefaultListCellRenderer base = new DefaultListCellRenderer();
        return (JList<? extends T> list, T value, int i, boolean sel, boolean focus) ->
                base.getListCellRendererComponent(list, f.apply(value), i, sel, focus);
    }

    // ---- on and off ----

    /** Plays the next turn: after the last one (before a final scoring). */
    public void start() {
        List<Turn> turns = doc.scenario().turns();
        int at = turns.size();
        if (at > 0 && turns.get(at - 1) instanceof Turn.EndGame) {
            at--;
        }
        start(at, Kind.APPEND);
    }

    /**
     * Plays a turn at {@code turn}: appended, inserted before the turn there, or in its place (the
     * board and the choices then start from the replaced turn).
     */
    public void start(int turn, Kind k) {
        Scenario s = doc.scenario();
        Composer c = Composer.before(s, turn);
        if (c.turnIndex() < turn) {
            // An earlier turn is illegal: the game ends there, so that is the turn to mend.
            warn.accept(texts.format("turn.mendFirst", c.turnIndex() + 1));
            turn = c.turnIndex();
            k = Kind.REPLACE;
        }
        composer = c;
        openedAt = doc.opened();
        index = turn;
        kind = k;
        replaced = k == Kind.REPLACE && turn < s.turns().size() && s.turns().get(turn) instanceof Turn.TileTurn tt
                ? tt : null;
        boolean wasOn = on;
        on = true;
        fill();
        if (replaced != null) {
            picker.prefill(replaced.tile(), replaced.at(), replaced.rotation());
        } else {
            picker.setTile(null);
        }
        view.setBanner(bar().panel);
        show();
        if (!wasOn) {
            view.fitBoard();  // the spots around the board are where the turn goes
        }
        fire();
        relabel();
    }

    /** Leaves turn mode: the board goes back to editing the set-up (or to the tutor). */
    public void stop() {
        if (!on) {
            return;
        }
        on = false;
        composer = null;
        view.setBanner(null);
        fire();
    }

    public boolean on() {
        return on;
    }

    /** The picker that has the board while turn mode is on. */
    public TurnPicker picker() {
        return picker;
    }

    /** The turn being played (0-based index in the scenario's turns). */
    public int turnIndex() {
        return index;
    }

    public Kind kind() {
        return kind;
    }

    /** Told when turn mode goes on or off. */
    public void addListener(Runnable r) {
        listeners.add(r);
    }

    /** Told the index of each turn played, after the document has it. */
    public void addPlayedListener(java.util.function.IntConsumer l) {
        playedListeners.add(l);
    }

    private void fire() {
        for (Runnable r : listeners) {
            r.run();
        }
    }

    /** The tiles left to draw before this turn, in catalogue order (empty while turn mode is off). */
    public Map<TileType, Integer> tilesLeft() {
        return composer == null ? Map.of() : composer.tilesLeft();
    }

    /** The palette's tile was clicked: it is the tile to place. */
    void pickTile(TileType t) {
        picker.setTile(t);
        view.requestFocusInWindow();
    }

    void rotate(int quarters) {
        picker.rotate(quarters);
    }

    // ---- playing ----

    private void play(TurnPicker.Move m) {
        String who = (String) bar().player.getSelectedItem();
        TileType under = m.tile().hill() ? (TileType) bar().hidden.getSelectedItem() : null;
        List<Pos> dragon = replaced != null && replaced.tile() == m.tile() ? replaced.dragon() : null;
        Turn.TileTurn turn = new Turn.TileTurn(who, m.tile(), m.at(), m.rotation(), m.placement(), m.flock(), under,
                dragon);
        // Appending too puts the turn in before the turns after it: a final scoring stays last.
        Composer.Played p = kind == Kind.REPLACE ? composer.replace(turn) : composer.insert(turn);
        if (!p.ok()) {
            warn.accept(texts.format("turn.refused", reason(p.refused(), texts)));
            return;
        }
        String key = kind == Kind.REPLACE ? "edit.replaceTurn" : kind == Kind.INSERT ? "edit.insertTurn" : "edit.playTurn";
        int steps = (int) p.resolution().steps().stream().filter(st -> st.turn() == index).count();
        applying = true;
        try {
            doc.apply(new Edit(key, p::applyTo));
        } finally {
            applying = false;
        }
        status.accept(texts.format("turn.played", index + 1, steps));
        int played = index;
        if (kind == Kind.APPEND && p.resolution().ok()) {
            start();
        } else {
            stop();
        }
        for (java.util.function.IntConsumer l : playedListeners) {
            l.accept(played);
        }
    }

    /** The engine's reason, in the reader's language, with the rule id. */
    static String reason(IllegalTurn e, Strings texts) {
        return Texts.of(texts.locale()).render(e.reason()) + (e.rule() == null ? "" : " (" + e.rule().name() + ")");
    }

    /**
     * The document changed under turn mode (an undo, a set-up edit): the turn starts again from it;
     * another scenario opened ends turn mode.
     */
    private void documentChanged() {
        if (!on || applying) {
            return;
        }
        int turns = doc.scenario().turns().size();
        if (doc.opened() != openedAt) {
            stop();
        } else if (kind == Kind.APPEND) {
            start();
        } else {
            start(Math.min(index, kind == Kind.REPLACE ? turns - 1 : turns), turns == 0 ? Kind.APPEND : kind);
        }
    }

    /** The board shows the game as it stands before the turn. */
    private void show() {
        Scenario s = doc.scenario();
        view.setPlayers(s.players());
        view.setRules(s.rules());
        view.showState(composer.board(), composer.figures(), Highlight.NONE);
    }

    private void fill() {
        JComboBox<String> player = bar().player;
        JComboBox<TileType> hidden = bar().hidden;
        applying = true;
        try {
            player.removeAllItems();
            for (PlayerSetup p : composer.scenario().players()) {
                player.addItem(p.id());
            }
            player.setSelectedItem(replaced != null ? replaced.player() : composer.nextPlayer());
            hidden.removeAllItems();
            hidden.addItem(null);
            for (Map.Entry<TileType, Integer> e : composer.tilesLeft().entrySet()) {
                if (e.getValue() > 0) {
                    hidden.addItem(e.getKey());
                }
            }
            hidden.setSelectedItem(replaced != null ? replaced.hidden() : null);
        } finally {
            applying = false;
        }
    }

    private String playerName(String id) {
        if (id == null || composer == null) {
            return "";
        }
        int i = composer.scenario().playerIndex(id);
        PlayerSetup p = i < 0 ? null : composer.scenario().players().get(i);
        return p == null || p.name() == null || p.name().isBlank() ? id : p.name();
    }

    /** After a language switch, and whenever the picker's state changes. */
    public void relabel() {
        Bar b = bar;
        if (b == null) {
            return;  // labelled when made
        }
        String what = kind == Kind.REPLACE ? "turn.banner.replace" : kind == Kind.INSERT ? "turn.banner.insert"
                : "turn.banner";
        b.title.setText(texts.format(what, index + 1));
        b.playerLabel.setText(texts.get("turn.player"));
        b.hiddenLabel.setText(texts.get("turn.hidden"));
        b.noFigure.setText(texts.get("turn.noFigure"));
        b.noFigure.setToolTipText(texts.get("turn.noFigure.tip"));
        b.stop.setText(texts.get("turn.stop"));
        TileType t = picker.tile();
        boolean hill = t != null && t.hill();
        b.hidden.setVisible(hill);
        b.hiddenLabel.setVisible(hill);
        b.noFigure.setEnabled(picker.laid() != null);
        b.hint.setText(t == null ? texts.get("turn.pickTile")
                : picker.laid() == null ? texts.format("turn.chooseSpot", t.id())
                : picker.figureChoices().isEmpty() ? texts.get("turn.noFigureAllowed")
                : texts.format("turn.chooseFigure", choice(picker.keyedChoice())));
        b.panel.revalidate();
        view.doLayout();
    }

    /** What Enter plays: "without a figure", "with a farmer in the field", "with a shepherd in the field". */
    private String choice(kudde.engine.moves.FigureMove m) {
        return m == null ? texts.get("turn.choice.none")
                : m.kind() == kudde.engine.model.FigureKind.SHEPHERD ? texts.get("turn.choice.shepherd")
                : texts.get("turn.choice." + m.feature().word());
    }

    /** The engine's answers for the picker, through the composer. */
    private final class EngineJudge implements TurnPicker.Judge {
        @Override
        public List<TileMove> placements(TileType tile) {
            return composer == null || composer.gameOver() ? List.of() : composer.placements(tile);
        }

        @Override
        public String refusal(TileType tile, Pos at, int rotation) {
            Composer.Played p = composer.play(new Turn.TileTurn((String) bar().player.getSelectedItem(), tile, at, rotation,
                    null, null, null, null));
            return p.ok() ? "" : texts.format("turn.refused", reason(p.refused(), texts));
        }

        @Override
        public FigureMoves.Options options(TileType tile, TileMove move) {
            return composer.options((String) bar().player.getSelectedItem(), tile, move);
        }

        @Override
        public List<Turn.Flock> flockChoices() {
            List<Turn.Flock> out = new ArrayList<>(List.of(Turn.Flock.GROW, Turn.Flock.GUIDE));
            if (composer.scenario().rules().tendingOptional()) {
                out.add(Turn.Flock.NONE);
            }
            return out;
        }
    }
}
