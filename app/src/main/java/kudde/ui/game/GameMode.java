package kudde.ui.game;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javax.swing.SwingUtilities;
import javax.swing.Timer;
import kudde.engine.ai.Move;
import kudde.engine.ai.Player;
import kudde.engine.ai.View;
import kudde.engine.model.Scenario;
import kudde.engine.play.Resolution;
import kudde.engine.play.Step;
import kudde.explain.Texts;
import kudde.lesson.Lesson;
import kudde.tutor.Timeline;
import kudde.tutor.game.FirstTimes;
import kudde.tutor.game.GameSetup;
import kudde.tutor.game.Seat;
import kudde.tutor.game.TableGame;
import kudde.tutor.game.WhereCanItGo;
import kudde.ui.board.TurnPicker;
import kudde.ui.doc.Edit;
import kudde.ui.kit.Background;
import kudde.ui.kit.Strings;
import kudde.ui.kit.Words;

/**
 * A whole game in the learn-mode board (Game ▸ New game): the document is the game, a
 * scenario one turn longer after each move (so the tutor explains each turn step by step, the
 * unfinished game is autosaved like any unsaved work, and the file saved at the end opens as a
 * lesson). The person to move plays with the board's {@link TurnPicker}, as in an exercise; a
 * computer player thinks on a worker thread and its turn is shown at the pace the user sets.
 * The first time a rule happens in the game the tutor says so ({@link FirstTimes}). Every rule is
 * the engine's: {@link TableGame} checks each move against its legal moves.
 *
 * <p>Undo, opening another file or starting over leaves the game: the document is then no longer
 * the game's, and the game stops (the turns played stay in the document).
 */
public final class GameMode {
    private final Host host;
    private final GamePanel panel;
    private final FirstTimes first = new FirstTimes();
    private final List<FirstTimes.Note> notes = new ArrayList<>();
    private TableGame game;
    private GameJudge judge;
    private TurnPicker picker;
    private Pace pace = Pace.SECOND;
    private boolean notesOn = true;
    private boolean thinking;
    private boolean waitingForClick;
    private int generation;
    private Timer timer;
    private boolean applying;
    private kudde.engine.odds.GrowOrGuide odds;

    public GameMode(Host host) {
        this.host = host;
        this.panel = new GamePanel(this, host.language());
        host.document().addListener(this::documentChanged);
    }

    /** Starts a new game (after asking about unsaved work): its start tile in the learn-mode board. */
    public void start(GameSetup setup, boolean notesWanted, Pace paceWanted) {
        if (!host.confirmDiscard()) {
            return;
        }
        notesOn = notesWanted;
        pace = paceWanted;
        TableGame g = TableGame.start(setup, titles(), this::takenBackWords);
        begin(g);
    }

    /**
     * Goes on with the open document as a game (a game saved part-way, or restored after a crash):
     * {@code setup} says who plays each seat. False when the document is not a game in progress.
     */
    public boolean resume(GameSetup setup, boolean notesWanted, Pace paceWanted) {
        TableGame g = TableGame.resume(host.document().lesson(), setup, this::takenBackWords);
        if (g == null) {
            return false;
        }
        notesOn = notesWanted;
        pace = paceWanted;
        begin(g);
        return true;
    }

    private void begin(TableGame g) {
        stop();
        game = g;
        notes.clear();
        first.forgetFrom(List.of(), 0);
        Resolution r = host.document().derived(g.scenario()).resolution();
        if (r != null) {
            first.after(r.steps(), r.steps().size()); // a game read back: what happened so far is not news
            first.forgetFrom(r.steps(), Integer.MAX_VALUE);
        }
        applying = true;
        try {
            host.document().restore(g.lesson(), null, null);
        } finally {
            applying = false;
        }
        host.learn();
        host.learnView().setGamePanel(panel, panel.actions());
        host.tutor().setGamePicker(this::lentPicker);
        host.board().fitBoard();
        next();
    }

    /** Whether a game is being played in the window. */
    public boolean playing() {
        return game != null;
    }

    /** The game, for the panel and tests; null when none is played. */
    public TableGame game() {
        return game;
    }

    GamePanel panel() {
        return panel;
    }

    Pace pace() {
        return pace;
    }

    void setPace(Pace p) {
        pace = p;
        if (game != null && !game.over() && !game.personToMove() && !thinking && timer == null) {
            next();
        }
    }

    boolean notesOn() {
        return notesOn;
    }

    void setNotesOn(boolean on) {
        notesOn = on;
        panel.refresh();
    }

    List<FirstTimes.Note> notes() {
        return notesOn ? List.copyOf(notes) : List.of();
    }

    boolean thinking() {
        return thinking;
    }

    boolean waitingForClick() {
        return waitingForClick;
    }

    /** The picker while the person to move plays their tile and the board shows the game as it stands. */
    public TurnPicker picker() {
        return game != null && game.personToMove() && picker != null ? picker : null;
    }

    private TurnPicker lentPicker() {
        TurnPicker p = picker();
        Timeline t = host.tutor().tutor().timeline();
        return p != null && (t == null || t.atEnd()) ? p : null;
    }

    // ---- the flow of turns ----

    /** What comes now: final scoring shown, a person's tile to play, or a computer player's turn. */
    private void next() {
        waitingForClick = false;
        if (game == null) {
            return;
        }
        if (game.over()) {
            picker = null;
            panel.refresh();
            host.tutor().setGamePicker(this::lentPicker);
            host.status(host.language().texts().get("game.status.over"));
            // Final scoring's last step, so the score table shows the final scores.
            showLatest();
            host.board().fitBoard();
            host.openReview();
            return;
        }
        if (game.personToMove()) {
            judge = new GameJudge(game, host.language().texts());
            picker = new TurnPicker(judge, new TurnPicker.Listener() {
                @Override
                public void chosen(TurnPicker.Move m) {
                    Move move = judge.move(m);
                    if (move != null) {
                        played(move);
                    }
                }

                @Override
                public void refused(String reason) {
                    panel.notice(reason);
                }

                @Override
                public void changed() {
                    panel.notice(null);
                    laidChanged();
                }
            });
            picker.setTile(game.tile());
            // The whole game in view for the person's move (the computer's turns only pan to their step).
            host.board().fitBoard();
            showLatest();
            host.tutor().setGamePicker(this::lentPicker);
            panel.refresh();
            host.board().requestFocusInWindow();
            return;
        }
        picker = null;
        host.tutor().setGamePicker(this::lentPicker);
        boolean onPersonsControls = panel.personsControlsHoldFocus();
        panel.refresh();
        if (onPersonsControls) {
            // The person's buttons hide at a computer's turn: the keyboard's focus goes to the board,
            // where the next tile is played, once the hiding has handed it on. Left to the hiding it
            // ended on the window itself, on no control, until the person's next turn.
            SwingUtilities.invokeLater(() -> host.board().requestFocusInWindow());
        }
        // The pace: each computer turn waits its time (or the click) after the turn before it is shown.
        boolean started = !game.scenario().turns().isEmpty();
        if (pace == Pace.STEP && started) {
            waitingForClick = true;
            panel.refresh();
            return;
        }
        if (pace == Pace.SECOND && started) {
            timer = new Timer(pace.millis(), e -> {
                timer = null;
                think();
            });
            timer.setRepeats(false);
            timer.start();
            return;
        }
        think();
    }

    /** The click of "Next move" while the pace is one turn per click. */
    void nextMove() {
        if (waitingForClick) {
            waitingForClick = false;
            think();
        }
    }

    /** The computer player to move chooses on a worker thread, shown only what a person could see. */
    private void think() {
        if (game == null || game.over() || game.personToMove()) {
            return;
        }
        thinking = true;
        panel.refresh();
        Player player = game.computer();
        View view = game.view();
        int mine = ++generation;
        TableGame thinkingFor = game;
        Background.run(() -> player.choose(view), move -> {
            if (mine != generation || game != thinkingFor) {
                return; // the game was left or a move taken back meanwhile
            }
            thinking = false;
            played(move);
        }, e -> {
            thinking = false;
            throw new IllegalStateException("a computer player failed", e);
        });
    }

    private void played(Move move) {
        int turn = game.play(move);
        apply("edit.playTurn");
        List<Step> steps = steps();
        int from = firstStepOf(steps, turn);
        notes.addAll(0, reversed(first.after(steps, from)));
        host.tutor().showTurn(turn);
        next();
    }

    /** Take back my move: the person's last move and every computer turn after it; the same tile comes again. */
    void takeBack() {
        if (game == null || !game.canTakeBack() || thinking) {
            return;
        }
        generation++;
        if (timer != null) {
            timer.stop();
            timer = null;
        }
        TableGame.TakenBack back = game.takeBack();
        apply("edit.takeBack");
        first.forgetFrom(steps(), back.turn());
        notes.removeIf(n -> n.turn() >= back.turn());
        host.status(host.language().texts().get("game.status.takenBack"));
        next();
    }

    /** "Where can this go?": every legal move for the tile with what it scores now, worked out off the event thread. */
    void where() {
        if (game == null || !game.personToMove()) {
            return;
        }
        TableGame asked = game;
        int turns = game.scenario().turns().size();
        // Taken on the event thread: the worker reads only the view's copy of the position.
        View view = game.view();
        List<Move> legal = game.legalMoves();
        Background.run(() -> WhereCanItGo.of(view, legal), options -> {
            if (game == asked && game.scenario().turns().size() == turns && game.personToMove()) {
                panel.showWhere(options);
            }
        }, e -> {
            throw new IllegalStateException("where can this go", e);
        });
    }

    /**
     * The tile was laid, turned or picked up: where it lies now makes the person tend (S4), the
     * odds of growing or guiding (the engine's model, {@link kudde.engine.play.Odds#at}) are worked
     * out off the event thread, at the tending step of the move tried on the game so far.
     */
    private void laidChanged() {
        TurnPicker p = picker;
        odds = null;
        if (p == null || p.laid() == null || !judge.options(game.tile(), p.laid()).tends()) {
            panel.refresh();
            return;
        }
        kudde.engine.moves.TileMove laid = p.laid();
        Scenario s = game.scenario().withExpect(null);
        int seat = game.seat();
        List<kudde.engine.model.Turn> turns = new ArrayList<>(s.turns());
        turns.add(new kudde.engine.model.Turn.TileTurn(game.game().playerId(seat), game.tile(), laid.at(),
                laid.rotation(), null, kudde.engine.model.Turn.Flock.GROW, null, null));
        int turn = turns.size() - 1;
        Background.run(() -> {
            Resolution r = kudde.engine.play.Resolver.resolve(s.withTurns(turns));
            for (int i = 0; i < r.steps().size(); i++) {
                Step st = r.steps().get(i);
                if (st.turn() == turn && "tend".equals(st.event())) {
                    return kudde.engine.play.Odds.at(r, i, seat);
                }
            }
            return null;
        }, g -> {
            if (picker == p && laid.equals(p.laid())) {
                odds = g;
                panel.refresh();
            }
        }, e -> {
            throw new IllegalStateException("the odds of a tending choice", e);
        });
        panel.refresh();
    }

    /** The grow-or-guide odds while the person's laid tile makes them tend; null otherwise. */
    kudde.engine.odds.GrowOrGuide odds() {
        return picker() != null && picker.laid() != null ? odds : null;
    }

    /** Lays the tile where a "where can this go?" option says (the person still chooses the figure). */
    void layAt(WhereCanItGo.Option o) {
        if (picker() != null) {
            picker.prefill(game.tile(), new kudde.engine.model.Pos(o.move().x(), o.move().y()), o.move().quarterTurns() * 90);
            host.board().requestFocusInWindow();
        }
    }

    void showStep(int step) {
        host.tutor().showStep(step);
    }

    void review() {
        host.openReview();
    }

    void save() {
        host.saveAs(fileName());
    }

    /**
     * The name the save dialog proposes: the players and the day, "Anna-Bram-Cor 2026-12-03.json",
     * so a learner who saves several games can tell them apart without typing a name.
     */
    private String fileName() {
        List<String> names = new ArrayList<>();
        if (game != null) {
            for (Seat s : game.setup().seats()) {
                names.add((s.name() != null ? s.name() : s.colour()).replaceAll("[^\\p{L}\\p{N}]+", "_"));
            }
        }
        return host.language().texts().format("game.fileName", String.join("-", names),
                java.time.LocalDate.now().toString());
    }

    /** Leaves the game: the board goes back to the lesson's tutor, the panel goes. */
    public void stop() {
        generation++;
        if (timer != null) {
            timer.stop();
            timer = null;
        }
        thinking = false;
        waitingForClick = false;
        game = null;
        picker = null;
        host.tutor().setGamePicker(null);
        host.learnView().setGamePanel(null, null);
    }

    private void apply(String editKey) {
        Lesson after = game.lesson();
        applying = true;
        try {
            host.document().apply(new Edit(editKey, s -> after));
        } finally {
            applying = false;
        }
    }

    /** The document is no longer the game's (undo, another file opened, File ▸ New): the game stops. */
    private void documentChanged() {
        if (game != null && !applying && !host.document().lesson().equals(game.lesson())) {
            stop();
            host.status(host.language().texts().get("game.status.left"));
        }
    }

    /** The tutor shows the game as it stands: the last step, so the person's tile is laid on the position now. */
    private void showLatest() {
        Timeline t = host.tutor().tutor().timeline();
        if (t != null && t.size() > 0) {
            host.tutor().showStep(t.size() - 1);
        }
    }

    private List<Step> steps() {
        Resolution r = host.document().derived(game.scenario()).resolution();
        return r == null ? List.of() : r.steps();
    }

    private static int firstStepOf(List<Step> steps, int turn) {
        for (int i = 0; i < steps.size(); i++) {
            if (steps.get(i).turn() >= turn) {
                return i;
            }
        }
        return steps.size();
    }

    private static <T> List<T> reversed(List<T> l) {
        List<T> out = new ArrayList<>(l);
        java.util.Collections.reverse(out);
        return out;
    }

    /** The game's title in every language the window speaks: "A game of Hills & Sheep". */
    private static Map<String, String> titles() {
        Map<String, String> out = new LinkedHashMap<>();
        for (Locale l : Strings.LANGUAGES) {
            out.put(l.toLanguageTag(), Words.of("kudde.ui.ui", l).get("game.fileTitle"));
        }
        return out;
    }

    /** The comment a taken-back move leaves on the turn that replaced it, in every language, in the learner's words. */
    private Map<String, String> takenBackWords(TableGame.TakenBack back) {
        Map<String, String> out = new LinkedHashMap<>();
        for (Locale l : Strings.LANGUAGES) {
            Texts tx = Texts.of(l);
            String move = tx.render(kudde.engine.play.BoardStory.move(game.game().board(), back.tile(), back.at(),
                    back.rotation(), back.place(), back.flock()));
            out.put(l.toLanguageTag(), Words.of("kudde.ui.ui", l).format("game.takenBack", tx.term("tile." + back.tile().id()), move));
        }
        return out;
    }
}
