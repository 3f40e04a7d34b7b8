package kudde.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.JsonParser;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import kudde.engine.model.FigureKind;
import kudde.engine.model.Pos;
import kudde.engine.model.Scenario;
import kudde.engine.model.TilePlacement;
import kudde.engine.model.Turn;
import kudde.engine.play.Resolver;
import kudde.engine.tile.Catalogue;
import kudde.engine.tile.FeatureType;
import kudde.engine.tile.SegmentNames;
import kudde.engine.tile.TileType;
import kudde.robust.Seeds;
import kudde.scenario.ScenarioReader;
import kudde.scenario.ScenarioWriter;
import kudde.scenario.Scenarios;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import kudde.lesson.Lesson;

/**
 * Nothing a file contains may crash the command line: broken copies of every bundled scenario
 * and random games played on from them each end in a located line and exit code 0, 1 or 2, never
 * in the "internal error" line that marks an exception nobody expected.
 */
@Tag("slow")
class FuzzTest {
    private static final String CRASH = "internal error";
    private static final List<String> SNIPPETS = List.of("{", "}", "[", "]", ",", ":", "\"", "0", "-1", "2.5", "1e3",
            "null", "true", "\"wolf\"", "[0, 0]", "{}", "[]", "\"x\"", "99999999999", "\"base/D\"", "\"hs/02\"",
            "\"city:N\"", "\"field:NNW\"", "270", "4", "\\u0000", "\uFEFF");

    /** {@code -Dkudde.longRuns=true} fuzzes ten times as much. */
    private static final int SCALE = Boolean.getBoolean("kudde.longRuns") ? 10 : 1;

    @TempDir
    Path dir;

    @Test
    void brokenFilesNeverCrash() throws IOException {
        long seed = Seeds.base(7L);
        String replay = Seeds.replay(FuzzTest.class, "brokenFilesNeverCrash", seed);
        Random random = new Random(seed);
        List<String> sources = sources();
        List<String> args = new ArrayList<>(List.of("check"));
        for (int i = 0; i < 600 * SCALE; i++) {
            String s = sources.get(random.nextInt(sources.size()));
            for (int m = 1 + random.nextInt(3); m > 0; m--) {
                s = mutate(s, random);
            }
            Path f = dir.resolve("broken-" + i + ".json");
            Files.writeString(f, s, StandardCharsets.UTF_8);
            args.add(f.toString());
        }
        CliTest.Run r = CliTest.run(args.toArray(String[]::new));
        assertThat(r.code()).as(replay).isBetween(0, 2);
        assertThat(r.errLines()).as(replay).noneMatch(l -> l.contains(CRASH) || l.contains("Exception"));
    }

    @Test
    void randomGamesNeverCrash() throws Exception {
        long seed = Seeds.base(11L);
        String replay = Seeds.replay(FuzzTest.class, "randomGamesNeverCrash", seed);
        Random random = new Random(seed);
        List<TileType> tiles = Catalogue.standard().all();
        List<String> args = new ArrayList<>(List.of("check"));
        int n = 0;
        for (Path lesson : Scenarios.files()) {
            Lesson s = ScenarioReader.read(lesson);
            for (int game = 0; game < 3 * SCALE; game++) {
                List<Turn> turns = new ArrayList<>(s.game().turns());
                if (!turns.isEmpty() && turns.get(turns.size() - 1) instanceof Turn.EndGame) {
                    turns.remove(turns.size() - 1);
                }
                List<Pos> placed = new ArrayList<>();
                s.game().board().stream().map(TilePlacement::at).forEach(placed::add);
                for (int t = random.nextInt(9); t > 0; t--) {
                    // Mostly legal turns, so the rules run deep; now and then whatever came up.
                    Turn next = null;
                    for (int tries = 0; tries < 12 && next == null; tries++) {
                        Turn candidate = randomTurn(random, s.game(), tiles, placed);
                        List<Turn> longer = new ArrayList<>(turns);
                        longer.add(candidate);
                        if (tries == 11 || random.nextInt(80) == 0 || Resolver.resolve(s.game().withTurns(longer), false).ok()) {
                            next = candidate;
                        }
                    }
                    turns.add(next);
                    if (next instanceof Turn.TileTurn tt) {
                        placed.add(tt.at());
                    }
                }
                if (random.nextBoolean()) {
                    turns.add(new Turn.EndGame());
                }
                Path f = dir.resolve("game-" + n++ + ".json");
                Files.writeString(f, ScenarioWriter.write(s.withGame(s.game().withTurns(turns))), StandardCharsets.UTF_8);
                args.add(f.toString());
            }
        }
        CliTest.Run r = CliTest.run(args.toArray(String[]::new));
        assertThat(r.code()).as(replay).isBetween(0, 2);
        assertThat(r.errLines()).as(replay).noneMatch(l -> l.contains(CRASH));
        // Also in Dutch, through resolve: every step of a legal game renders.
        for (int i = 0; i < n; i += 7) {
            CliTest.Run one = CliTest.run("resolve", "--lang", "nl", "--json", dir.resolve("game-" + i + ".json").toString());
            assertThat(one.err()).as(replay).doesNotContain("interne fout");
            if (one.code() == 0) {
                assertThat(JsonParser.parseString(one.out()).getAsJsonObject().keySet()).containsExactly("steps", "result");
            }
        }
    }

    private List<String> sources() throws IOException {
        List<String> out = new ArrayList<>();
        for (Path f : Scenarios.files()) {
            out.add(Files.readString(f, StandardCharsets.UTF_8));
        }
        return out;
    }

    private static String mutate(String s, Random r) {
        if (s.isEmpty()) {
            return SNIPPETS.get(r.nextInt(SNIPPETS.size()));
        }
        int a = r.nextInt(s.length());
        int b = Math.min(s.length(), a + 1 + r.nextInt(12));
        return switch (r.nextInt(5)) {
            case 0 -> s.substring(0, a) + s.substring(b);
            case 1 -> s.substring(0, a) + SNIPPETS.get(r.nextInt(SNIPPETS.size())) + s.substring(a);
            case 2 -> s.substring(0, a) + SNIPPETS.get(r.nextInt(SNIPPETS.size())) + s.substring(b);
            case 3 -> s.substring(0, b) + s.substring(a, b) + s.substring(b);
            default -> s.substring(0, a);
        };
    }

    /** A turn at a free place next to the placed tiles, with a figure on one of the tile's segments. */
    private static Turn randomTurn(Random r, Scenario s, List<TileType> tiles, List<Pos> placed) {
        if (r.nextInt(15) == 0) {
            Pos p = placed.isEmpty() ? new Pos(0, 0) : placed.get(r.nextInt(placed.size()));
            return new Turn.DragonTurn(List.of(p.plus(1, 0)));
        }
        List<Pos> free = new ArrayList<>();
        for (Pos p : placed) {
            for (Pos n : List.of(p.plus(1, 0), p.plus(-1, 0), p.plus(0, 1), p.plus(0, -1))) {
                if (!placed.contains(n)) {
                    free.add(n);
                }
            }
        }
        Pos at = free.isEmpty() ? new Pos(0, 0) : free.get(r.nextInt(free.size()));
        TileType tile = tiles.get(r.nextInt(tiles.size()));
        int rotation = 90 * r.nextInt(4);
        Turn.Placement place = null;
        if (r.nextInt(3) > 0) {
            int segment = r.nextInt(tile.segments().size());
            boolean field = tile.segment(segment).type() == FeatureType.FIELD;
            place = new Turn.Placement(field && r.nextBoolean() ? FigureKind.SHEPHERD : FigureKind.FOLLOWER,
                    SegmentNames.canonical(tile.oriented(rotation), segment));
        }
        Turn.Flock flock = r.nextBoolean() ? null : Turn.Flock.values()[r.nextInt(2)];
        TileType hidden = tile.hill() && r.nextBoolean() ? tiles.get(r.nextInt(tiles.size())) : null;
        String player = s.players().get(r.nextInt(s.players().size())).id();
        return new Turn.TileTurn(player, tile, at, rotation, place, flock, hidden, null);
    }
}
