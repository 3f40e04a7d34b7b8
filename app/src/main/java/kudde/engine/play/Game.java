package kudde.engine.play;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import kudde.engine.board.Board;
import kudde.engine.board.Fit;
import kudde.engine.model.FigureKind;
import kudde.engine.model.Pos;
import kudde.engine.model.TilePlacement;
import kudde.engine.model.Turn;
import kudde.engine.rules.RuleId;
import kudde.engine.rules.RuleSet;
import kudde.engine.tile.FeatureType;
import kudde.engine.tile.Orientation;
import kudde.engine.tile.SegmentNames;

/**
 * A game in progress: the board, figures, bag and scores, changed one turn at a time in the
 * turn order of docs/rules.md. Each rule application may be recorded as a {@link Step}; recording
 * is off for bulk play, where only the outcome matters.
 */
public final class Game {
    final RuleSet rules;
    final Board board;
    final List<TilePlacement> placements = new ArrayList<>();
    final String[] playerIds;
    final String[] names;
    final int[] scores;
    final int[] supply;
    final List<Figure> figures = new ArrayList<>();
    final Bag bag;
    private final List<Step> steps;
    int turn;
    /** The set-up has a tile at [0,0], the start tile places are told from (Places). */
    boolean startTile;
    /**
     * Whether a landmark tile's name mentions its vineyard. A vineyard counts only beside a monastery
     * (V1), so a lesson without one (the base game's irregular cities on hs/02) does not name it (Resolver).
     */
    boolean vineyardsNamed = true;

    private final Shepherding shepherding = new Shepherding(this);
    private final FeatureScoring scoring = new FeatureScoring(this);
    private final DragonMoves dragon = new DragonMoves(this);
    private final CityJoins cityJoins = new CityJoins(this);

    public Game(RuleSet rules, String[] playerIds, String[] names, int[] scores, Bag bag, boolean record) {
        this(rules, playerIds, names, scores, bag, record, 96, 96 * 4);
    }

    /**
     * A game whose board is sized for {@code expectedTiles} tiles with {@code expectedSegments}
     * segments: a large scenario is then set up without the board's arrays growing (and leaving
     * their old copies behind) on the way.
     */
    public Game(RuleSet rules, String[] playerIds, String[] names, int[] scores, Bag bag, boolean record,
            int expectedTiles, int expectedSegments) {
        this.rules = rules;
        this.board = new Board(expectedTiles, expectedSegments);
        this.playerIds = playerIds.clone();
        this.names = names.clone();
        this.scores = scores.clone();
        this.supply = new int[playerIds.length];
        Arrays.fill(supply, kudde.engine.model.PlayerSetup.FOLLOWERS);
        this.bag = bag;
        this.steps = record ? new ArrayList<>() : null;
    }

    private Game(Game o, Bag bag) {
        this.rules = o.rules;
        this.board = o.board.copy();
        this.placements.addAll(o.placements);
        this.playerIds = o.playerIds;
        this.names = o.names;
        this.scores = o.scores.clone();
        this.supply = o.supply.clone();
        this.figures.addAll(o.figures);
        this.bag = bag;
        this.steps = null;
        this.turn = o.turn;
        this.startTile = o.startTile;
        this.vineyardsNamed = o.vineyardsNamed;
        this.scoring.copyFrom(o.scoring);
    }

    /**
     * An independent copy of this game that records nothing, drawing its tokens from {@code bag}
     * (a computer player looks ahead on copies: given a bag of the same counts and a seed of its
     * own, it cannot learn the order of the real bag's draws). Later turns on either game do not
     * change the other.
     */
    public Game copy(Bag bag) {
        return new Game(this, bag);
    }

    // ---- set-up (a position as a scenario gives it; checked beforehand by PositionCheck) ----

    /** Puts a tile on the board without the B1 checks, for setting up a position. */
    public int setUpTile(TilePlacement p) {
        placements.add(p);
        startTile |= p.at().x() == 0 && p.at().y() == 0;
        return board.place(p.oriented(), p.at().x(), p.at().y());
    }

    /** Puts a figure on the board for setting up a position; followers come out of supply. */
    public void setUpFigure(Figure f) {
        figures.add(f);
        if (f.kind() == FigureKind.FOLLOWER) {
            supply[f.player()]--;
        }
    }

    public void setSupply(int player, int followers) {
        supply[player] = followers;
    }

    // ---- turns ----

    /**
     * What the set-up itself means before the first turn is played: a shepherd already stuck in a
     * closed field (S8). Recorded as steps of the first turn, before its tile.
     */
    public void reportSetUp() {
        shepherding.reportClosedAtSetUp();
    }

    /** Resolves a tile turn: placement, figure, shepherd step, dragon, scoring (docs/rules.md, a turn step by step). */
    public void playTile(Turn.TileTurn t) {
        int p = player(t.player());
        Orientation o = t.tile().oriented(t.rotation());
        Pos at = t.at();
        checkFit(o, at);
        if (t.hidden() != null && !t.tile().hill()) {
            throw new IllegalTurn(RuleId.H1, "turn.hiddenNotHill", t.tile().id(), t.hidden().id())
                    .told("turn.hiddenNotHill.told");
        }
        if (t.tile().hill() && recording()) {
            // H1: the second tile is drawn at once and slid under the hill tile before it is placed;
            // it lies face down, so the step does not say which tile it is.
            step(RuleId.H1, "hill-hides-tile")
                    .says(Message.of("step.hill-hides-tile", who(p)))
                    .lights(tileHighlight(at))
                    .record();
        }
        // The fields before the placement only serve the S9 merge report, recorded or not at all.
        Shepherding.FieldsBefore fieldsBefore = recording() ? shepherding.fieldsBefore(at) : null;
        int[] citiesBefore = recording() ? cityJoins.before() : null;
        int tile = board.place(o, at.x(), at.y());
        placements.add(new TilePlacement(t.tile(), at, t.rotation()));
        if (recording()) {
            step(RuleId.B1, "tile-placed")
                    .says(Message.of("step.tile-placed", who(p), tileWords(t.tile().id()), Places.where(this, at),
                            t.rotation()))
                    .lights(tileHighlight(at))
                    .record();
        }
        shepherding.reportMerges(tile, fieldsBefore);
        cityJoins.report(tile, citiesBefore);
        boolean tends = shepherding.tileEnlargesOwnField(tile, p);
        Figure placedShepherd = placeFigure(t, p, tile, o);
        shepherding.shepherdStep(tile, p, placedShepherd, tends, t.flock());
        boolean timingMatters = t.dragon() != null && scoring.dragonTimingMatters(tile, t.dragon());
        if (t.dragon() != null && rules.dragonBeforeScoring()) {
            dragon.move(t.dragon(), true, timingMatters);
        }
        scoring.scoreCompleted(tile);
        if (t.dragon() != null && !rules.dragonBeforeScoring()) {
            dragon.move(t.dragon(), true, timingMatters);
        }
    }

    /**
     * Records that turn {@code t} was tried and refused by {@code rule} (a refused-move lesson);
     * nothing on the board changes. The step shows where the move was tried.
     */
    void refused(Turn t, RuleId rule, Message reason) {
        if (!recording() || rule == null) {
            return; // a turn refused by no rule (an unknown player) is a mismatch, shown by check
        }
        List<RuleId> rules = List.of(rule);
        if (t instanceof Turn.TileTurn tt) {
            int p = player(tt.player());
            // The whole move is named, not only the tile, so the sentence does not read as if the
            // tile were refused: the figure (B2, S1, S3, S12) and the tending choice (S4, S5).
            List<Object> parts = Places.tried(tt);
            Message tried = parts.isEmpty()
                    ? Message.of("step.turn-refused", who(p), tileWords(tt.tile().id()), Places.where(this, tt.at()),
                            tt.rotation(), reason)
                    : Message.of("step.turn-refused-and", who(p), tileWords(tt.tile().id()), Places.where(this, tt.at()),
                            tt.rotation(), new Message.Names(parts), reason);
            step(rule, "turn-refused")
                    .rules(rules)
                    .says(tried)
                    .details(List.of(Message.of("step.turn-refused.undone")))
                    .lights(tileHighlight(tt.at()))
                    .record();
        } else if (t instanceof Turn.DragonTurn dt) {
            step(rule, "dragon-refused")
                    .rules(rules)
                    .says(Message.of("step.dragon-refused", reason))
                    .details(List.of(Message.of("step.turn-refused.undone")))
                    .lights(new Highlight(List.copyOf(dt.path()), List.of(), List.of()))
                    .record();
        }
    }

    /** A dragon-only turn (a teaching step). */
    public void moveDragon(List<Pos> path) {
        dragon.move(path, false, false);
    }

    /** Final scoring (B8, B9, H5, V3, S10). */
    public void endGame() {
        new FinalScoring(this, scoring).run();
    }

    private void checkFit(Orientation o, Pos at) {
        Fit fit = board.fit(o, at.x(), at.y());
        if (fit.fits()) {
            return;
        }
        String id = o.type().id();
        switch (fit.problem()) {
            case OCCUPIED -> {
                String other = board.tile(board.tileAt(at.x(), at.y())).type().id();
                throw new IllegalTurn(RuleId.B1, "turn.fit.occupied", id, at.toString(), other)
                        .told("turn.fit.occupied.told", tileWords(other));
            }
            case NO_NEIGHBOUR -> throw new IllegalTurn(RuleId.B1, "turn.fit.noNeighbour", id, at.toString())
                    .told("turn.fit.noNeighbour.told");
            default -> {
                int n = fit.neighbour();
                String other = board.tile(n).type().id();
                Message.Term side = new Message.Term("side." + fit.side().name());
                Message.Term edge = new Message.Term("edge." + o.edge(fit.side()).name());
                Message.Term otherEdge = new Message.Term("edge." + board.tile(n).edge(fit.side().opposite()).name());
                String where = new Pos(board.x(n), board.y(n)).toString();
                throw new IllegalTurn(RuleId.B1, "turn.fit.mismatch", id, at.toString(), side, edge, other, where, otherEdge)
                        .told("turn.fit.mismatch.told", side, edge,
                                new Message.Aside(landmarkName(other), other + " " + where), otherEdge);
            }
        }
    }

    /** The placement step (B2, S1, S3, S12); returns the shepherd placed this turn, or null. */
    private Figure placeFigure(Turn.TileTurn t, int p, int tile, Orientation o) {
        Turn.Placement place = t.place();
        if (place == null) {
            return null;
        }
        SegmentNames.Lookup look = SegmentNames.find(o, place.on());
        if (!look.found()) {
            throw new IllegalTurn(place.kind() == FigureKind.SHEPHERD ? RuleId.S1 : RuleId.B2,
                    look.failure() == SegmentNames.Failure.AMBIGUOUS ? "turn.place.ambiguous" : "turn.place.noSegment",
                    t.tile().id(), String.valueOf(place.on()), String.join(", ", look.alternatives()));
        }
        int seg = look.segment();
        int root = board.find(board.segment(tile, seg));
        FeatureType type = o.type().segment(seg).type();
        Pos at = t.at();
        if (place.kind() == FigureKind.FOLLOWER) {
            if (supply[p] <= 0) {
                throw new IllegalTurn(RuleId.B2, "turn.place.noFollower", who(p));
            }
            if (followersIn(root) > 0) {
                throw new IllegalTurn(RuleId.B2, "turn.place.occupied", new Message.Term("feature.the." + type.word()));
            }
            supply[p]--;
            Figure f = new Figure(FigureKind.FOLLOWER, p, at.x(), at.y(), tile, seg, List.of());
            figures.add(f);
            if (!recording()) {
                return null; // the step's words (the figure's role, S9's shepherds) are for the record only
            }
            // S9: a shepherd blocks no follower; said where a farmer joins a field that holds one.
            List<Object> shepherds = new ArrayList<>();
            for (Figure s : figures) {
                if (s.kind() == FigureKind.SHEPHERD && rootOf(s) == root) {
                    shepherds.add(who(s.player()));
                }
            }
            step(RuleId.B2, "follower-placed")
                    .rules(shepherds.isEmpty() ? List.of(RuleId.B2) : List.of(RuleId.B2, RuleId.S9))
                    .says(Message.of("step.follower-placed", who(p), Places.role(o, seg)))
                    .details(shepherds.isEmpty() ? List.of()
                            : List.of(Message.of("detail.farmer-beside-shepherd", new Message.Names(shepherds))))
                    .lights(figureHighlight(f, root))
                    .record();
            return null;
        }
        if (place.kind() != FigureKind.SHEPHERD) {
            throw new IllegalTurn(RuleId.B2, "turn.place.kind", place.kind().word());
        }
        return shepherding.place(p, tile, seg, type, root, at);
    }

    // ---- helpers shared by the rule classes ----

    int player(String id) {
        for (int i = 0; i < playerIds.length; i++) {
            if (playerIds[i].equals(id)) {
                return i;
            }
        }
        throw new IllegalTurn(null, "turn.unknownPlayer", String.valueOf(id));
    }

    /** Feature root of an owned figure. */
    int rootOf(Figure f) {
        return board.find(board.segment(f.tile(), f.segment()));
    }

    int followersIn(int root) {
        int n = 0;
        for (Figure f : figures) {
            if (f.kind() == FigureKind.FOLLOWER && rootOf(f) == root) {
                n++;
            }
        }
        return n;
    }

    Figure find(FigureKind kind) {
        for (Figure f : figures) {
            if (f.kind() == kind) {
                return f;
            }
        }
        return null;
    }

    /**
     * The move's own tile as the narrative tells it, by all it shows, with its id for authors: a
     * lesson may be about the vineyard itself (refused/08: a vineyard is no hill).
     */
    static Message.Aside tileWords(String id) {
        return new Message.Aside(new Message.Term("tile." + id), id);
    }

    /** A tile named as a landmark ("north of the tile with a corner city"): {@link #tileName}. */
    Message.Term landmarkName(String id) {
        return tileName(id);
    }

    /**
     * A tile by what it shows, its vineyard left out where no monastery is in play, as there it can
     * never count (V1) and a base-game lesson borrows the tile only for its shape: for a landmark
     * and for the learner's tile of an exercise.
     */
    public Message.Term tileName(String id) {
        boolean vineyard = kudde.engine.tile.Catalogue.standard().byId(id).vineyard();
        return new Message.Term("tile." + id + (vineyard && !vineyardsNamed ? ".plain" : ""));
    }

    /**
     * Names the vineyards of landmark tiles only when {@code named}: a game whose tiles hold no
     * monastery never scores one (V1).
     */
    public void nameVineyards(boolean named) {
        vineyardsNamed = named;
    }

    Highlight tileHighlight(Pos at) {
        return steps == null ? null : new Highlight(List.of(at), List.of(), List.of());
    }

    Highlight figureHighlight(Figure f, int root) {
        if (steps == null) {
            return null;
        }
        int i = figures.indexOf(f);
        return new Highlight(List.of(new Pos(f.x(), f.y())), i < 0 ? List.of() : List.of(i),
                List.of(segmentRef(root)));
    }

    Highlight.SegmentRef segmentRef(int seg) {
        int t = board.tileOf(seg);
        return new Highlight.SegmentRef(new Pos(board.x(t), board.y(t)), board.localOf(seg));
    }

    boolean recording() {
        return steps != null;
    }

    /** Starts writing a step that applies {@code rule}; {@code event} names what happened (kebab-case). */
    StepEntry step(RuleId rule, String event) {
        return new StepEntry(this, rule, event);
    }

    /** Adds a step with the state after it, when the game records steps ({@link StepEntry#record}). */
    void add(StepEntry entry) {
        if (steps != null) {
            steps.add(entry.toStep(turn, new Snapshot(placements.size(), figures, scores, supply, bag.counts())));
        }
    }

    // ---- read access ----

    public void setTurn(int turn) {
        this.turn = turn;
    }

    public List<Step> steps() {
        return steps == null ? List.of() : List.copyOf(steps);
    }

    public Board board() {
        return board;
    }

    public RuleSet rules() {
        return rules;
    }

    public List<TilePlacement> placements() {
        return List.copyOf(placements);
    }

    public List<Figure> figures() {
        return List.copyOf(figures);
    }

    /** How many figures are on the board: with {@link #figure}, a read that copies nothing (legal moves, every turn). */
    public int figureCount() {
        return figures.size();
    }

    /** Figure {@code i} on the board, in the order of {@link #figures()}. */
    public Figure figure(int i) {
        return figures.get(i);
    }

    public int[] scores() {
        return scores.clone();
    }

    public int[] followerSupply() {
        return supply.clone();
    }

    public Bag bag() {
        return bag;
    }

    public int players() {
        return playerIds.length;
    }

    public String playerId(int p) {
        return playerIds[p];
    }

    /** The player's name, or null when the scenario gives none. */
    public String playerName(int p) {
        return names[p];
    }

    /** The player as a message argument: the name, or the id when unnamed (said "Red", "Rood"). */
    Object who(int p) {
        return names[p] != null && !names[p].isBlank() ? names[p] : new Message.Unnamed(playerIds[p]);
    }

    public Snapshot snapshot() {
        return new Snapshot(placements.size(), figures, scores, supply, bag.counts());
    }

    /** Whether {@code p}'s shepherd is on the board (S12: one shepherd per player). */
    public boolean shepherdOnBoard(int p) {
        for (Figure f : figures) {
            if (f.kind() == FigureKind.SHEPHERD && f.player() == p) {
                return true;
            }
        }
        return false;
    }
}
