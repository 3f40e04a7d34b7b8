package kudde.jcz;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import kudde.engine.model.Scenario;
import kudde.engine.play.Game;
import kudde.engine.play.Resolver;

/** The JCloisterZone saves of the tests ({@code src/test/resources/kudde/jcz}), as text or copied into a folder. */
public final class JczSaves {
    /** Three whole random games of JCZ 5.12 (base + Hills & Sheep), each with JCZ's scores after every turn beside it. */
    public static final String TWO = "random-hs-101-2p.jcz";
    public static final String THREE = "random-hs-202-3p.jcz";
    public static final String FOUR = "random-hs-303-4p.jcz";
    /** A small running game written for the tests: each kind of move, and a taken-back tile. */
    public static final String MOVES = "moves.jcz";
    /**
     * Two turns written for the tests following JCZ's draw (docs/scenario-format.md, "The tile order"),
     * not played by JCZ: at the second turn the numbers draw the city of four sides, which fits
     * nowhere, and then another tile; in a save of JCZ 5.12 and of 5.8, which draw that other tile
     * with different numbers.
     */
    public static final String PUT_ASIDE = "put-aside.jcz";
    public static final String PUT_ASIDE_58 = "put-aside-5.8.jcz";
    /**
     * Whole two-player games played by JCZ 5.12's own engine with random legal moves (seeds 201 and
     * 380 of a throw-away driver), in which a drawn tile fits nowhere and is put aside: once, and twice.
     */
    public static final String PUT_ASIDE_201 = "random-hs-201-2p-put-aside.jcz";
    public static final String PUT_ASIDE_380 = "random-hs-380-2p-put-aside.jcz";
    /**
     * A whole two-player game played by JCZ 5.8's own engine (seed 117 of the same driver): two
     * monasteries drawn one after the other fit nowhere before turn 6, the second drawn with the
     * same number as the first, as 5.7 and 5.8 draw.
     */
    public static final String PUT_ASIDE_58_117 = "random-hs-117-2p-put-aside-5.8.jcz";
    /**
     * A whole two-player game played by JCZ 5.7.0's own engine, the oldest the import opens (seed 11 of a
     * throw-away driver that plays random legal moves through the engine's own protocol, as the client
     * does): a monastery drawn before turn 16 fits nowhere and is put aside.
     */
    public static final String PUT_ASIDE_57_11 = "random-hs-11-2p-put-aside-5.7.jcz";

    private JczSaves() {
    }

    public static String text(String name) {
        try (InputStream in = JczSaves.class.getResourceAsStream("/kudde/jcz/" + name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * JCloisterZone's scores after each committed turn of a save, one line a turn in seat order ("38 27"),
     * the last after final scoring: the {@code .scores} file beside the save, written by a throw-away driver
     * that replayed the save in JCZ's own engine, built in a scratch folder.
     */
    public static List<String> jczScoresPerTurn(String save) {
        return text(save.replace(".jcz", ".scores")).lines().filter(l -> !l.startsWith("#")).toList();
    }

    /**
     * Our engine's scores after each of the first {@code turns} turns of an imported whole game, in the form
     * of {@link #jczScoresPerTurn}: the last turn followed by the final scoring, as JCZ scores its last commit.
     */
    public static List<String> scoresPerTurn(Scenario s, int turns) {
        Game replay = Resolver.setUp(s, false);
        List<String> out = new ArrayList<>();
        for (int i = 0; i < turns; i++) {
            Resolver.apply(replay, s.turns().get(i));
            if (i == turns - 1) {
                replay.endGame();
            }
            out.add(Arrays.stream(replay.scores()).mapToObj(String::valueOf).collect(Collectors.joining(" ")));
        }
        return out;
    }

    /** The save copied into {@code dir} (a newcomer's clone has no shared folder: the tests carry their own). */
    public static Path copy(String name, Path dir) {
        try {
            return Files.writeString(dir.resolve(name), text(name), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
