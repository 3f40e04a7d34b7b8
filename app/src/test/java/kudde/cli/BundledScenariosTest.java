package kudde.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import kudde.scenario.Scenarios;
import org.junit.jupiter.api.Test;

/**
 * The lessons' gate: {@code check} passes every {@code *.json} under the repository's
 * {@code scenarios/}. A failure lists every file that is not PASS with what check said about it.
 */
class BundledScenariosTest {

    @Test
    void everyScenarioPassesCheck() {
        List<Path> files = Scenarios.files();
        assertThat(files).isNotEmpty();
        List<String> args = new ArrayList<>(List.of("check"));
        files.forEach(f -> args.add(f.toString()));
        CliTest.Run r = CliTest.run(args.toArray(String[]::new));
        List<String> notPassing = new ArrayList<>();
        for (String line : r.outLines()) {
            if (!line.startsWith("PASS ")) {
                notPassing.add(line);
            }
        }
        notPassing.addAll(r.errLines());
        assertThat(notPassing).as("files under scenarios/ that do not pass check").isEmpty();
        assertThat(r.outLines()).hasSize(files.size());
        assertThat(r.code()).isZero();
    }
}
