package kudde.engine.position;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import kudde.engine.board.Board;
import kudde.engine.board.FeatureView;
import kudde.engine.model.FigureKind;
import kudde.engine.model.FigureSetup;
import kudde.engine.model.PlayerSetup;
import kudde.engine.model.Pos;
import kudde.engine.model.Scenario;
import kudde.engine.model.TilePlacement;
import kudde.engine.model.Token;
import kudde.engine.model.Turn;
import kudde.engine.play.Message;
import kudde.engine.tile.FeatureType;
import kudde.engine.tile.Orientation;
import kudde.engine.tile.SegmentNames;
import kudde.engine.tile.Side;

/**
 * Every reason a scenario's position cannot arise (docs/scenario-format.md, "Impossible positions"). The
 * scenario reader and the editor's problems panel both ask this one class.
 */
public final class PositionCheck {
    public static final int MAX_PLAYERS = 6;

    private final Scenario s;
    private final List<Problem> problems = new ArrayList<>();
    private final Map<Pos, Integer> tileIndex = new HashMap<>();
    private Board board;
    private int[] tokensOnBoard = new int[5];

    private PositionCheck(Scenario s) {
        this.s = s;
    }

    public static List<Problem> problems(Scenario s) {
        PositionCheck c = new PositionCheck(s);
        c.players();
        c.board();
        c.figures();
        c.bag();
        c.turns();
        return List.copyOf(c.problems);
    }

    private void add(String path, Pos at, String key, Object... args) {
        problems.add(new Problem(path, at, Message.of(key, args)));
    }

    private void players() {
        List<PlayerSetup> ps = s.players();
        if (ps.isEmpty() || ps.size() > MAX_PLAYERS) {
            add("players", null, "problem.players.count", ps.size());
        }
        Set<String> ids = new HashSet<>();
        for (int i = 0; i < ps.size(); i++) {
            PlayerSetup p = ps.get(i);
            if (p.id() == null || p.id().isBlank()) {
                add("players[" + i + "].id", null, "problem.players.noId");
            } else if (!ids.add(p.id())) {
                add("players[" + i + "].id", null, "problem.players.duplicate", p.id());
            }
            if (p.followers() != null && (p.followers() < 0 || p.followers() > PlayerSetup.FOLLOWERS)) {
                add("players[" + i + "].followers", null, "problem.players.followers", p.followers());
            }
        }
    }

    private void board() {
        board = new Board(s.board().size() + 4);
        for (int i = 0; i < s.board().size(); i++) {
            TilePlacement tp = s.board().get(i);
            String path = "board[" + i + "]";
            if (tp.rotation() % 90 != 0 || tp.rotation() < 0 || tp.rotation() > 270) {
                add(path + ".rotation", tp.at(), "problem.board.rotation", tp.rotation());
                continue;
            }
            Integer other = tileIndex.get(tp.at());
            if (other != null) {
                add(path + ".at", tp.at(), "problem.board.twoTiles", tp.at().toString(), other);
                continue;
            }
            Orientation o = tp.oriented();
            for (Side side : Side.values()) {
                int n = board.tileAt(tp.at().x(), tp.at().y(), side.dx(), side.dy());
                if (n >= 0 && board.tile(n).edge(side.opposite()) != o.edge(side)) {
                    add(path, tp.at(), "problem.board.mismatch", tp.tile().id(), tp.at().toString(),
                            new Message.Term("side." + side.name()), new Message.Term("edge." + o.edge(side).name()),
                            board.tile(n).type().id(), new Pos(board.x(n), board.y(n)).toString(),
                            new Message.Term("edge." + board.tile(n).edge(side.opposite()).name()));
                }
            }
            tileIndex.put(tp.at(), board.place(o, tp.at().x(), tp.at().y()));
        }
    }

    private void figures() {
        Map<String, Integer> followers = new HashMap<>();
        Map<String, Integer> shepherds = new HashMap<>();
        int[] tokens = new int[5];
        Pos dragon = null;
        Pos fairy = null;
        Map<Integer, Integer> followersByRoot = new HashMap<>();
        List<int[]> owned = new ArrayList<>();
        for (int i = 0; i < s.figures().size(); i++) {
            FigureSetup f = s.figures().get(i);
            String path = "figures[" + i + "]";
            Integer t = f.at() == null ? null : tileIndex.get(f.at());
            if (t == null) {
                add(path + ".at", f.at(), "problem.figure.noTile", String.valueOf(f.at()));
                continue;
            }
            if (f.kind() == FigureKind.DRAGON || f.kind() == FigureKind.FAIRY) {
                if (f.kind() == FigureKind.DRAGON) {
                    if (dragon != null) {
                        add(path, f.at(), "problem.figure.twoDragons");
                    }
                    dragon = f.at();
                } else {
                    if (fairy != null) {
                        add(path, f.at(), "problem.figure.twoFairies");
                    }
                    fairy = f.at();
                }
                continue;
            }
            if (s.playerIndex(f.player()) < 0) {
                add(path + ".player", f.at(), "problem.figure.unknownPlayer", String.valueOf(f.player()));
                continue;
            }
            Orientation o = board.tile(t);
            SegmentNames.Lookup look = SegmentNames.find(o, f.on());
            if (!look.found()) {
                if (look.failure() == SegmentNames.Failure.AMBIGUOUS) {
                    add(path + ".on", f.at(), "problem.figure.ambiguous", f.on(), o.type().id(),
                            String.join(", ", look.alternatives()));
                } else {
                    add(path + ".on", f.at(), "problem.figure.noSegment", String.valueOf(f.on()), o.type().id(),
                            f.at().toString());
                }
                continue;
            }
            FeatureType type = o.type().segment(look.segment()).type();
            int root = board.find(board.segment(t, look.segment()));
            if (f.kind() == FigureKind.SHEPHERD) {
                if (type != FeatureType.FIELD) {
                    add(path + ".on", f.at(), "problem.figure.shepherdNotField", f.on());
                }
                shepherds.merge(f.player(), 1, Integer::sum);
                for (int v : f.sheep()) {
                    if (v < 1 || v > 4) {
                        add(path + ".sheep", f.at(), "problem.figure.sheepValue", v);
                    } else {
                        tokens[v - 1]++;
                    }
                }
                if (s.rules().closedFieldGuides() && type == FeatureType.FIELD && board.openPorts(root) == 0) {
                    add(path, f.at(), "problem.figure.closedFieldShepherd");
                }
            } else {
                if (!f.sheep().isEmpty()) {
                    add(path + ".sheep", f.at(), "problem.figure.sheepNotShepherd");
                }
                followers.merge(f.player(), 1, Integer::sum);
                int before = followersByRoot.merge(root, 1, Integer::sum);
                if (type == FeatureType.MONASTERY && before > 1) {
                    add(path, f.at(), "problem.figure.twoMonks");
                }
                if (type != FeatureType.FIELD && new FeatureView(board, root).closed()) {
                    add(path, f.at(), "problem.figure.completeFeature", new Message.Term("feature.complete." + type.word()));
                }
            }
            owned.add(new int[] {i, t});
        }
        for (int i = 0; i < s.players().size(); i++) {
            PlayerSetup p = s.players().get(i);
            int onBoard = followers.getOrDefault(p.id(), 0);
            int supply = p.followers() == null ? 0 : p.followers();
            if (onBoard + supply > PlayerSetup.FOLLOWERS) {
                add("players[" + i + "]", null, "problem.players.tooManyFollowers", p.id(), onBoard, supply);
            }
            if (shepherds.getOrDefault(p.id(), 0) > 1) {
                add("players[" + i + "]", null, "problem.players.twoShepherds", p.id());
            }
        }
        for (Token k : Token.ORDER) {
            if (!k.wolf() && tokens[k.ordinal()] > k.inGame()) {
                add("figures", null, "problem.tokens.tooMany", k.sheep(), tokens[k.ordinal()], k.inGame());
            }
        }
        if (dragon != null) {
            Integer dt = tileIndex.get(dragon);
            for (int[] o : owned) {
                if (o[1] == dt) {
                    add("figures[" + o[0] + "]", dragon, "problem.figure.onDragon");
                }
            }
            if (dragon.equals(fairy)) {
                add("figures", dragon, "problem.figure.dragonFairy");
            }
        }
        tokensOnBoard = tokens;
    }

    private void bag() {
        if (s.bag().contents() == null) {
            return;
        }
        for (Token k : Token.ORDER) {
            Integer n = s.bag().contents().get(k);
            if (n == null) {
                add("bag.contents", null, "problem.bag.missingKind", k.key());
            } else if (n < 0 || n > k.inGame() - tokensOnBoard[k.ordinal()]) {
                add("bag.contents." + k.key(), null, "problem.bag.tooMany", k.key(), n,
                        Math.max(0, k.inGame() - tokensOnBoard[k.ordinal()]));
            }
        }
    }

    private void turns() {
        List<Turn> turns = s.turns();
        for (int i = 0; i < turns.size(); i++) {
            Turn t = turns.get(i);
            if (t instanceof Turn.EndGame && i != turns.size() - 1) {
                add("turns[" + i + "]", null, "problem.turns.endNotLast");
            }
            if (t instanceof Turn.TileTurn tt) {
                if (s.playerIndex(tt.player()) < 0) {
                    add("turns[" + i + "].player", tt.at(), "problem.figure.unknownPlayer", String.valueOf(tt.player()));
                }
                if (tt.rotation() % 90 != 0 || tt.rotation() < 0 || tt.rotation() > 270) {
                    add("turns[" + i + "].rotation", tt.at(), "problem.board.rotation", tt.rotation());
                }
            }
        }
    }
}
