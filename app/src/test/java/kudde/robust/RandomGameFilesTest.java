package kudde.robust;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import kudde.bench.RandomGameFiles;
import kudde.cli.Cli;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Random games written as scenario files (for replay elsewhere) read back and pass {@code check}. */
class RandomGameFilesTest {

    @Test
    void writtenRandomGamesPassCheck(@TempDir Path dir) throws Exception {
        RandomGameFiles.main(new String[] {dir.toString(), "6", "77"});
        List<String> args = new ArrayList<>();
        args.add("check");
        try (Stream<Path> files = Files.list(dir)) {
            files.sorted().forEach(p -> args.add(p.toString()));
        }
        assertThat(args).hasSize(7);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Cli.run(args.toArray(String[]::new), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertThat(code).as(out.toString(StandardCharsets.UTF_8) + err.toString(StandardCharsets.UTF_8))
                .isEqualTo(Cli.OK);
    }

    /** The scripted draws are the tokens the game drew: with a different bag seed the game is the same. */
    @Test
    void theScriptedDrawsAloneReplayTheGame(@TempDir Path dir) throws Exception {
        RandomGameFiles.main(new String[] {dir.toString(), "8", "500"});
        int scripted = 0;
        try (Stream<Path> files = Files.list(dir)) {
            for (Path p : files.sorted().toList()) {
                kudde.engine.model.Scenario s = kudde.scenario.ScenarioReader.read(p).game();
                scripted += s.bag().draws().size();
                kudde.engine.model.Scenario otherSeed = s.withExpect(null)
                        .withBag(new kudde.engine.model.BagSetup(null, s.bag().draws(), s.bag().seed() + 1));
                kudde.engine.play.Resolution r = kudde.engine.play.Resolver.resolve(otherSeed, false);
                assertThat(r.error()).as(p.toString()).isNull();
                int[] scores = r.end().scores();
                assertThat(scores[0]).as(p + " red").isEqualTo(s.expect().scores().get("red"));
                assertThat(scores[1]).as(p + " blue").isEqualTo(s.expect().scores().get("blue"));
            }
        }
        assertThat(scripted).as("draws scripted over 8 games").isPositive();
    }
}
