package kudde.ui.board;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import kudde.engine.board.Board;
import kudde.engine.board.FeatureView;
import kudde.engine.model.FigureKind;
import kudde.engine.model.PlayerSetup;
import kudde.engine.play.Figure;
import kudde.engine.play.ScoreNow;
import kudde.engine.rules.RuleSet;
import kudde.engine.tile.FeatureType;
import kudde.explain.Texts;
import kudde.ui.kit.Strings;

/**
 * The tooltip of a feature: its tiles, pennants, whether it is complete, who holds it and with
 * what, the hill tiles it touches and what it would score now (from the engine's
 * {@link ScoreNow}); and the tooltip of a figure.
 */
public class FeatureTip {

    /** @param withScore whether to tell what the feature would score now (not while a question on it is open) */
    public String feature(BoardView view, int root, List<PlayerSetup> players, RuleSet rules, boolean withScore) {
        Strings texts = view.texts();
        Board board = view.board();
        FeatureView fv = new FeatureView(board, root);
        FeatureType type = fv.type();
        StringBuilder b = new StringBuilder("<html><b>").append(texts.get("feature." + type.word())).append("</b>");
        if (type == FeatureType.MONASTERY) {
            b.append(line(texts.format("tip.around", board.neighboursAround(board.tileOf(root)))));
        } else {
            b.append(line(texts.format("tip.tiles", fv.tileCount())));
        }
        if (type == FeatureType.CITY && fv.pennants() > 0) {
            b.append(line(texts.format("tip.pennants", fv.pennants())));
        }
        String state = type == FeatureType.FIELD ? (fv.closed() ? "tip.fieldClosed" : "tip.fieldOpen")
                : (fv.closed() ? "tip.complete" : "tip.open");
        b.append(line(texts.get(state)));
        // How many, not where: a learner reads the hills on the board, and coordinates are an
        // author's words (the inspector names them). What a hill does to a tie is H4's.
        int hills = fv.hillTiles().size();
        if (hills > 0) {
            b.append(line(texts.format("tip.hills", hills)));
        }
        Map<Integer, int[]> held = new LinkedHashMap<>();
        List<Figure> figs = view.figures();
        for (Figure f : figs) {
            if (f.kind().owned() && f.tile() >= 0 && f.tile() < board.tileCount() && f.segment() >= 0
                    && f.segment() < board.segmentsOn(f.tile())
                    && board.find(board.segment(f.tile(), f.segment())) == fv.root()) {
                int[] c = held.computeIfAbsent(f.player(), k -> new int[3]);
                if (f.kind() == FigureKind.FOLLOWER) {
                    c[0]++;
                } else {
                    c[1]++;
                    c[2] += f.sheepTotal();
                }
            }
        }
        for (Map.Entry<Integer, int[]> e : held.entrySet()) {
            String who = name(players, e.getKey(), texts);
            int[] c = e.getValue();
            if (c[0] > 0) {
                b.append(line(texts.format("tip.followers", who, c[0])));
            }
            if (c[1] > 0) {
                b.append(line(texts.format("tip.shepherd", who, c[2])));
            }
        }
        ScoreNow now = ScoreNow.of(board, figs, Math.max(players.size(), maxPlayer(figs) + 1), rules, root);
        if (type == FeatureType.FIELD && now.flock() > 0) {
            b.append(line(texts.format("tip.flock", now.flock())));
        }
        if (!withScore) {
            return b.append("</html>").toString();
        }
        if (now.winners() != 0) {
            List<String> who = new ArrayList<>();
            for (int p = 0; p < 31; p++) {
                if ((now.winners() & (1 << p)) != 0) {
                    who.add(name(players, p, texts));
                }
            }
            b.append(line(texts.format("tip.scoreNow", now.points(), Texts.of(texts.locale()).join(who))));
        } else {
            b.append(line(texts.format("tip.worthNow", now.points())));
        }
        return b.append("</html>").toString();
    }

    public String figure(BoardView view, int i) {
        Strings texts = view.texts();
        Figure f = view.figures().get(i);
        String kind = texts.get("figure." + f.kind().word());
        if (!f.kind().owned()) {
            return kind;
        }
        StringBuilder b = new StringBuilder("<html><b>").append(kind).append("</b>");
        b.append(line(name(view.players(), f.player(), texts)));
        if (f.kind() == FigureKind.SHEPHERD) {
            b.append(line(texts.format("tip.sheep", f.sheep().toString(), f.sheepTotal())));
        }
        return b.append("</html>").toString();
    }

    private static int maxPlayer(List<Figure> figs) {
        int m = -1;
        for (Figure f : figs) {
            m = Math.max(m, f.player());
        }
        return m;
    }

    private static String name(List<PlayerSetup> players, int p, Strings texts) {
        if (p < 0 || p >= players.size()) {
            return "#" + (p + 1);
        }
        PlayerSetup s = players.get(p);
        Texts words = Texts.of(texts.locale());
        return s.name() == null || s.name().isBlank() ? words.player(s.id())
                : texts.format("tip.playerColour", s.name(), words.player(s.id()));
    }

    private static String line(String s) {
        return "<br>" + s.replace("&", "&amp;").replace("<", "&lt;");
    }
}
