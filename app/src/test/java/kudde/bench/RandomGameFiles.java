package kudde.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import kudde.lesson.Lesson;
import kudde.engine.model.BagSetup;
import kudde.engine.model.Expect;
import kudde.engine.model.Scenario;
import kudde.engine.model.Token;
import kudde.engine.moves.RandomGame;
import kudde.engine.play.Game;
import kudde.engine.play.Step;
import kudde.engine.rules.Preset;
import kudde.engine.rules.RuleSet;
import kudde.scenario.ScenarioWriter;

/**
 * Writes random games (the benchmark's, {@link RandomGame}) as scenario files whose {@code expect}
 * holds the final scores and bag this engine reached, so another resolver can replay them and
 * compare, and {@code kudde.jar check} confirms them. Started by {@code scripts/random-games.sh}.
 *
 * <p>Arguments: directory, number of games, first seed (default 1). Games alternate the presets
 * {@code seed} and {@code second-edition}; file names carry preset and seed.
 */
public final class RandomGameFiles {
    private RandomGameFiles() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length < 2) {
            System.err.println("usage: RandomGameFiles DIR COUNT [FIRST_SEED]");
            System.exit(2);
        }
        Path dir = Path.of(args[0]);
        int count = Integer.parseInt(args[1]);
        long first = args.length > 2 ? Long.parseLong(args[2]) : 1;
        Files.createDirectories(dir);
        for (int i = 0; i < count; i++) {
            long seed = first + i;
            RuleSet rules = RuleSet.of(Preset.values()[i % 2]);
            RandomGame r = RandomGame.start(rules, seed, true, true);
            r.playAll();
            Game g = r.finish();
            Map<String, Integer> scores = new LinkedHashMap<>();
            for (int p = 0; p < g.players(); p++) {
                scores.put(g.playerId(p), g.scores()[p]);
            }
            Map<Token, Integer> bag = new LinkedHashMap<>();
            for (Token t : Token.ORDER) {
                bag.put(t, g.bag().count(t));
            }
            Scenario s = RandomGame.scenario(rules, seed, r.turns());
            // The draws are written out, so a resolver that does not share our random
            // draws replays the same tokens; the seed stays for readers that do.
            BagSetup drawn = new BagSetup(null, draws(g.steps()), s.bag().seed());
            Lesson withExpect = Lesson.of(s.withBag(drawn).withExpect(new Expect(scores, null, bag, null)))
                    .withTitle(Map.of("en", "Random game " + seed + " (" + rules.preset().key() + ")"));
            Path file = dir.resolve(String.format("random-%s-%d.json", rules.preset().key(), seed));
            Files.writeString(file, ScenarioWriter.write(withExpect), StandardCharsets.UTF_8);
        }
        System.out.println(count + " games written to " + dir);
    }

    /** The tokens drawn, in order, read off the recorded steps (S2 on placing, S6 on growing). */
    static List<Token> draws(List<Step> steps) {
        List<Token> out = new ArrayList<>();
        for (Step s : steps) {
            switch (s.event()) {
                case "shepherd-draws-sheep", "flock-grow" ->
                        out.add(Token.ofSheep(((Number) s.message().args().get(1)).intValue()));
                case "shepherd-draws-wolf", "flock-wolf" -> out.add(Token.WOLF);
                default -> {
                }
            }
        }
        return out;
    }
}
