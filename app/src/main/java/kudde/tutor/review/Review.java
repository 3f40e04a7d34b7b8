package kudde.tutor.review;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import kudde.engine.board.Board;
import kudde.engine.model.FigureKind;
import kudde.engine.model.PlayerSetup;
import kudde.engine.model.Scenario;
import kudde.engine.model.Token;
import kudde.engine.model.Turn;
import kudde.engine.odds.GrowOrGuide;
import kudde.engine.odds.NextChance;
import kudde.engine.play.Figure;
import kudde.engine.play.Message;
import kudde.engine.play.Odds;
import kudde.engine.play.Resolution;
import kudde.engine.play.Snapshot;
import kudde.engine.play.Step;
import kudde.engine.play.VineyardBonus;
import kudde.engine.rules.RuleId;
import kudde.engine.tile.FeatureType;
import kudde.engine.tile.Side;
import kudde.engine.tile.TileType;

/**
 * The review of a resolved game: its key moments in turn order and each player's points by
 * feature and by rule. It reads the engine's steps and odds; it decides no rule itself.
 *
 * <ul>
 *   <li>every tending choice (S5) judged by the grow-or-guide model ({@link Odds#at}) with the
 *       game's own tiles still to be drawn;</li>
 *   <li>a shepherd placed (S1) while the bag made a wolf at least {@link #WOLF_RISK} likely (S2);</li>
 *   <li>a tie on the most followers that a hill decided (H4);</li>
 *   <li>a shepherd's field no tile still to come can join (S4: never tended again, S10: worth
 *       nothing at the end), and a monastery with a monk beside a square no tile still to come fits
 *       (B5: never complete, B8: scored at the end only);</li>
 *   <li>the {@link #SWINGS} turns that moved the score most, with the steps that paid.</li>
 * </ul>
 */
public final class Review {
    /** A shepherd placed with at least this chance of a wolf is a moment. */
    public static final double WOLF_RISK = 1.0 / 3;
    /** How many of the turns that moved the score most are listed. */
    public static final int SWINGS = 3;

    private final Resolution resolution;
    private final List<Moment> moments;
    private final List<PlayerPoints> points;

    private Review(Resolution resolution, List<Moment> moments, List<PlayerPoints> points) {
        this.resolution = resolution;
        this.moments = List.copyOf(moments);
        this.points = List.copyOf(points);
    }

    public Resolution resolution() {
        return resolution;
    }

    /** The key moments, in turn order (within a turn, in the order of {@link Moment.Kind}). */
    public List<Moment> moments() {
        return moments;
    }

    /** Every player's points, in player order. */
    public List<PlayerPoints> points() {
        return points;
    }

    /** The review of a resolution (its legal steps, when a turn was illegal). */
    public static Review of(Resolution r) {
        List<Moment> out = new ArrayList<>();
        tending(r, out);
        wolfRisks(r, out);
        hillTies(r, out);
        stuck(r, out);
        swings(r, out);
        out.sort(Comparator.comparingInt(Moment::turn).thenComparing(Moment::kind).thenComparingInt(Moment::step));
        return new Review(r, out, points(r));
    }

    /** How a step names a player: by name, or by colour when the file gives none (as the engine does). */
    static Object who(Scenario s, int p) {
        PlayerSetup ps = s.players().get(p);
        return ps.name() != null && !ps.name().isBlank() ? ps.name() : new Message.Unnamed(ps.id());
    }

    // ---- tending (S5) ----

    private static void tending(Resolution r, List<Moment> out) {
        Scenario s = r.scenario();
        for (int i = 0; i < r.steps().size(); i++) {
            Step step = r.steps().get(i);
            if (!"tend".equals(step.event()) || !(s.turns().get(step.turn()) instanceof Turn.TileTurn tt)) {
                continue;
            }
            int p = s.playerIndex(tt.player());
            GrowOrGuide g = Odds.at(r, i, p);
            Turn.Flock made = tt.flock();
            Turn.Flock better = g == null ? null : g.verdict();
            // A chance the file does not give is not judged; nor is leaving where its worth is unknown.
            double leave = made == Turn.Flock.NONE && g != null ? g.leaveNow() : Double.NaN;
            if (better == null || made == null || (made == Turn.Flock.NONE && Double.isNaN(leave))) {
                continue;
            }
            double grow = g.bagSize() == 0 ? Double.NaN : g.growNow();
            double best = Math.max(g.guideNow(), Double.isNaN(grow) ? g.guideNow() : grow);
            double value = switch (made) {
                case GUIDE -> g.guideNow();
                case GROW -> grow;
                case NONE -> leave;
            };
            double lost = Double.isNaN(value) ? 0 : Math.max(0, best - value);
            Moment.Tending t = new Moment.Tending(made, better, g.sheep(), g.guideNow(), grow, lost, g);
            String did = switch (made) {
                case GROW -> "grew";
                case GUIDE -> "guided";
                case NONE -> "left";
            };
            List<Message> why = new ArrayList<>();
            // A chance from ends of the game played out is never said as a sure 0 % or 100 %, as the
            // odds panel does not (odds.chanceCount); one counted exactly is.
            boolean counted = g.closedGuided() || g.chance().samples() == 0;
            why.add(Message.of(counted ? "review.tending.odds" : "review.tending.oddsPlayed", g.wolves(), g.bagSize(),
                    g.chance().tilesLeft(), g.closedGuided() ? 1.0 : g.chance().chance()));
            RuleId action = (made == Turn.Flock.NONE ? better : made) == Turn.Flock.GROW ? RuleId.S6 : RuleId.S7;
            out.add(new Moment(Moment.Kind.TENDING, step.turn(), i, p,
                    Message.of(t.right() && made == Turn.Flock.NONE ? "review.tending.left-no-loss"
                                    : "review.tending." + better.word() + "-better-" + did, who(s, p), g.sheep(),
                            Double.isNaN(grow) ? 0.0 : grow, lost, Double.isNaN(leave) ? 0.0 : leave,
                            g.closedGuided() ? 1.0 : g.chance().chance()),
                    why, List.of(RuleId.S5, action), t));
        }
    }

    // ---- a shepherd placed where a wolf was likely (S2) ----

    private static void wolfRisks(Resolution r, List<Moment> out) {
        Scenario s = r.scenario();
        List<Step> steps = r.steps();
        for (int i = 0; i < steps.size(); i++) {
            Step step = steps.get(i);
            if (!"shepherd-placed".equals(step.event())) {
                continue;
            }
            int[] bag = step.after().bag();
            int size = 0;
            for (int c : bag) {
                size += c;
            }
            int wolves = bag[Token.WOLF.ordinal()];
            if (size == 0 || wolves / (double) size < WOLF_RISK) {
                continue;
            }
            int p = playerOf(steps, i);
            boolean wolf = i + 1 < steps.size() && "shepherd-draws-wolf".equals(steps.get(i + 1).event());
            out.add(new Moment(Moment.Kind.WOLF_RISK, step.turn(), i, p,
                    Message.of("review.wolf-risk", who(s, p), wolves, size, wolves / (double) size,
                            new Message.Term(wolf ? "review.drew.wolf" : "review.drew.sheep")),
                    i + 1 < steps.size() ? List.of(steps.get(i + 1).message()) : List.of(),
                    List.of(RuleId.S2, RuleId.S1), null));
        }
    }

    /** The player who placed the shepherd of a step: the one whose shepherd stands after it and not before. */
    private static int playerOf(List<Step> steps, int i) {
        Set<Integer> before = new HashSet<>();
        if (i > 0) {
            for (Figure f : steps.get(i - 1).after().figures()) {
                if (f.kind() == FigureKind.SHEPHERD) {
                    before.add(f.player());
                }
            }
        }
        for (Figure f : steps.get(i).after().figures()) {
            if (f.kind() == FigureKind.SHEPHERD && !before.contains(f.player())) {
                return f.player();
            }
        }
        return -1;
    }

    // ---- a tie a hill decided (H4) ----

    private static void hillTies(Resolution r, List<Moment> out) {
        Scenario s = r.scenario();
        List<Step> steps = r.steps();
        for (int i = 0; i < steps.size(); i++) {
            Step step = steps.get(i);
            Message tie = null;
            for (Message d : step.details()) {
                if (d.key().equals("detail.tie-hill") || d.key().equals("detail.tie-hill-count")) {
                    tie = d;
                }
            }
            if (tie == null || !(tie.args().get(0) instanceof Message.Names leaders)) {
                continue;
            }
            List<Object> won = new ArrayList<>();
            List<Object> lost = new ArrayList<>();
            int points = 0;
            int[] paid = step.points();
            for (int p = 0; p < paid.length; p++) {
                if (paid[p] > 0) {
                    won.add(who(s, p));
                    points = paid[p];
                } else if (leaders.names().contains(who(s, p))) {
                    lost.add(who(s, p));
                }
            }
            out.add(new Moment(Moment.Kind.HILL_TIE, step.turn(), i, loser(s, step.turn(), lost),
                    Message.of("review.hill-tie", leaders, new Message.Names(won), points, new Message.Names(lost)),
                    List.of(step.message()), List.of(RuleId.H4, RuleId.B6), null));
        }
    }

    /**
     * The player a lost tie is about: the one whose turn it was when they lost it (they might have
     * played otherwise), else the only player who lost it; -1 for several, or in final scoring.
     */
    private static int loser(Scenario s, int turn, List<Object> lost) {
        if (s.turns().get(turn) instanceof Turn.TileTurn tt) {
            int mover = s.playerIndex(tt.player());
            if (mover >= 0 && lost.contains(who(s, mover))) {
                return mover;
            }
            for (int p = 0; p < s.players().size() && lost.size() == 1; p++) {
                if (lost.get(0).equals(who(s, p))) {
                    return p;
                }
            }
        }
        return -1;
    }

    // ---- a field or monastery left with no way to finish ----

    private static void stuck(Resolution r, List<Moment> out) {
        Scenario s = r.scenario();
        List<Step> steps = r.steps();
        Set<String> told = new HashSet<>();
        for (int i = 0; i < steps.size(); i++) {
            Step step = steps.get(i);
            boolean lastOfTurn = i + 1 == steps.size() || steps.get(i + 1).turn() != step.turn();
            if (!lastOfTurn || !(s.turns().get(step.turn()) instanceof Turn.TileTurn tt) || tt.refused() != null) {
                continue;
            }
            int left = Odds.tilesAfter(s, step.turn());
            if (left <= 0) {
                continue; // the game is over, or the file does not say how much of it is left
            }
            Snapshot after = step.after();
            Board b = null;
            Map<TileType, Integer> pool = null;
            for (Figure f : after.figures()) {
                if (f.player() < 0) {
                    continue;
                }
                String key = f.kind() + "/" + f.player() + "/" + f.tile() + "/" + f.segment();
                if (told.contains(key)) {
                    continue;
                }
                if (b == null) {
                    b = r.boardAt(after.tileCount());
                    pool = Odds.unseen(r, after.tileCount(), step.turn());
                }
                int seg = b.segment(f.tile(), f.segment());
                if (f.kind() == FigureKind.SHEPHERD && b.openPorts(b.find(seg)) > 0
                        && NextChance.joiningTiles(b, seg, pool) == 0) {
                    told.add(key);
                    out.add(new Moment(Moment.Kind.FIELD_STUCK, step.turn(), i, f.player(),
                            Message.of("review.field-stuck", who(s, f.player()), flock(b, after, seg)),
                            List.of(), List.of(RuleId.S4, RuleId.S10), null));
                } else if (f.kind() == FigureKind.FOLLOWER && b.typeOf(seg) == FeatureType.MONASTERY
                        && b.neighboursAround(f.tile()) < 8) {
                    int dead = deadSquares(b, f.tile(), pool);
                    if (dead > 0) {
                        told.add(key);
                        out.add(new Moment(Moment.Kind.MONASTERY_STUCK, step.turn(), i, f.player(),
                                Message.of("review.monastery-stuck", who(s, f.player()), dead),
                                List.of(), List.of(RuleId.B5, RuleId.B8), null));
                    }
                }
            }
        }
    }

    /** S9: every sheep in the field, whichever shepherd it lies beside. */
    private static int flock(Board b, Snapshot s, int seg) {
        int root = b.find(seg);
        int sheep = 0;
        for (Figure f : s.figures()) {
            if (f.kind() == FigureKind.SHEPHERD && b.find(b.segment(f.tile(), f.segment())) == root) {
                sheep += f.sheepTotal();
            }
        }
        return sheep;
    }

    /**
     * Empty squares around the monastery on tile {@code t} that no tile still to come fits, turned
     * any way (B1). A square with no neighbour yet is not counted: what fits there is not settled.
     */
    private static int deadSquares(Board b, int t, Map<TileType, Integer> pool) {
        int dead = 0;
        for (int dy = -1; dy <= 1; dy++) {
            for (int dx = -1; dx <= 1; dx++) {
                int x = b.x(t) + dx;
                int y = b.y(t) + dy;
                if ((dx == 0 && dy == 0) || b.tileAt(x, y) >= 0 || !hasNeighbour(b, x, y)) {
                    continue;
                }
                if (!anyFits(b, x, y, pool)) {
                    dead++;
                }
            }
        }
        return dead;
    }

    private static boolean hasNeighbour(Board b, int x, int y) {
        for (Side side : Side.values()) {
            if (b.tileAt(x, y, side.dx(), side.dy()) >= 0) {
                return true;
            }
        }
        return false;
    }

    private static boolean anyFits(Board b, int x, int y, Map<TileType, Integer> pool) {
        for (Map.Entry<TileType, Integer> e : pool.entrySet()) {
            if (e.getValue() > 0) {
                for (int q = 0; q < 4; q++) {
                    if (b.fit(e.getKey().orientation(q), x, y).fits()) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    // ---- the turns that moved the score most ----

    private static void swings(Resolution r, List<Moment> out) {
        Scenario s = r.scenario();
        List<Step> steps = r.steps();
        int players = s.players().size();
        Map<Integer, int[]> gains = new java.util.LinkedHashMap<>();
        for (Step step : steps) {
            if (!(s.turns().get(step.turn()) instanceof Turn.TileTurn)) {
                continue; // final scoring is not a move anyone made
            }
            int[] g = gains.computeIfAbsent(step.turn(), k -> new int[players]);
            int[] paid = step.points();
            for (int p = 0; p < players; p++) {
                g[p] += paid[p];
            }
        }
        List<Integer> turns = new ArrayList<>();
        for (Map.Entry<Integer, int[]> e : gains.entrySet()) {
            if (total(e.getValue()) > 0) {
                turns.add(e.getKey());
            }
        }
        turns.sort(Comparator.comparingInt((Integer t) -> -total(gains.get(t))).thenComparingInt(t -> t));
        for (int turn : turns.subList(0, Math.min(SWINGS, turns.size()))) {
            int[] g = gains.get(turn);
            List<Object> who = new ArrayList<>();
            int first = -1;
            List<Message> why = new ArrayList<>();
            List<RuleId> rules = new ArrayList<>();
            for (int p = 0; p < players; p++) {
                if (g[p] != 0) {
                    who.add(Message.of("review.swing.gain", who(s, p), g[p]));
                }
            }
            for (int i = 0; i < steps.size(); i++) {
                Step step = steps.get(i);
                if (step.turn() == turn && step.totalPoints() != 0) {
                    first = first < 0 ? i : first;
                    why.add(step.message());
                    why.addAll(step.details());
                    if (!rules.contains(step.rule())) {
                        rules.add(step.rule());
                    }
                }
            }
            out.add(new Moment(Moment.Kind.SWING, turn, first, who.size() == 1 ? single(g) : -1,
                    Message.of("review.swing", total(g), new Message.Names(who)), why, rules, null));
        }
    }

    private static int total(int[] g) {
        int n = 0;
        for (int v : g) {
            n += Math.max(0, v);
        }
        return n;
    }

    private static int single(int[] g) {
        for (int p = 0; p < g.length; p++) {
            if (g[p] != 0) {
                return p;
            }
        }
        return -1;
    }

    // ---- points by feature and by rule ----

    private static List<PlayerPoints> points(Resolution r) {
        Scenario s = r.scenario();
        int n = s.players().size();
        List<PlayerPoints> out = new ArrayList<>();
        for (int p = 0; p < n; p++) {
            Map<PlayerPoints.Feature, Integer> byFeature = new EnumMap<>(PlayerPoints.Feature.class);
            Map<RuleId, Integer> byRule = new EnumMap<>(RuleId.class);
            for (Step step : r.steps()) {
                int v = step.points()[p];
                if (v != 0) {
                    byFeature.merge(feature(step), v, Integer::sum);
                    // Each rule its own share: a completed monastery's vineyard bonus is V1's, not B5's.
                    int bonus = v > 0 ? Math.min(v, VineyardBonus.of(step)) : 0;
                    byRule.merge(step.rule(), v - bonus, Integer::sum);
                    if (bonus > 0) {
                        byRule.merge(RuleId.V1, bonus, Integer::sum);
                    }
                }
            }
            out.add(new PlayerPoints(p, s.players().get(p).score(), byFeature, byRule, r.end().scores()[p]));
        }
        return out;
    }

    /** What a scoring step paid for, from the engine's event name ({@code city-scored}, {@code final-field}, {@code flock-guide}). */
    static PlayerPoints.Feature feature(Step step) {
        String e = step.event();
        String word = e.startsWith("final-") ? e.substring("final-".length())
                : e.endsWith("-scored") ? e.substring(0, e.length() - "-scored".length()) : null;
        if (word != null) {
            for (PlayerPoints.Feature f : PlayerPoints.Feature.values()) {
                if (f.word().equals(word)) {
                    return f;
                }
            }
        }
        return step.rule().group() == 'S' ? PlayerPoints.Feature.FLOCK : PlayerPoints.Feature.OTHER;
    }
}
