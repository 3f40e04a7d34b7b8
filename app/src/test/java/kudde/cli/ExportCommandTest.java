package kudde.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;
import kudde.cli.CliTest.Run;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code kudde export}: a picture exactly as wide as asked (an A4 page at 150 dpi unless told), a
 * handout whose every picture is at least 600 pixels wide and shown at half that on the page (so it
 * prints at 192 dots an inch), files with the user's usual permissions, and one line and exit code 2
 * for each bad argument.
 */
class ExportCommandTest {
    private static final String LESSON = "../scenarios/fields/05-three-shepherds-one-field.json";
    private static final String SMALL = "../scenarios/shepherds/02-a-wolf-at-once.json";

    @TempDir
    Path dir;

    @Test
    void aPictureIsAsWideAsAnA4PageAt150DpiOrAsTheUserSays() throws Exception {
        Path png = dir.resolve("setup.png");
        Run r = CliTest.run("export", LESSON, "--png", png.toString());
        assertThat(r.code()).as(r.err()).isZero();
        BufferedImage img = ImageIO.read(png.toFile());
        assertThat(img.getWidth()).isEqualTo(1240);
        assertThat(r.out()).isEqualTo("wrote " + png + " (1240 × " + img.getHeight() + " pixels, the set-up)\n");

        for (int width : new int[] {333, 800, 2480}) {
            Path at = dir.resolve("step-" + width + ".png");
            Run s = CliTest.run("export", LESSON, "--png", at.toString(), "--step", "3", "--width",
                    Integer.toString(width), "--lang", "nl");
            assertThat(s.code()).as(s.err()).isZero();
            assertThat(ImageIO.read(at.toFile()).getWidth()).as("--width %d", width).isEqualTo(width);
            assertThat(s.out()).contains("after step 3");
        }
    }

    @Test
    void aLaterStepIsAnotherPictureAndTheLanguageChangesItsWords() throws Exception {
        Path setUp = dir.resolve("0.png");
        Path last = dir.resolve("5.png");
        Path lastNl = dir.resolve("5-nl.png");
        assertThat(CliTest.run("export", LESSON, "--png", setUp.toString()).code()).isZero();
        assertThat(CliTest.run("export", LESSON, "--png", last.toString(), "--step", "5").code()).isZero();
        assertThat(CliTest.run("export", LESSON, "--png", lastNl.toString(), "--step", "5", "--lang", "nl").code())
                .isZero();
        assertThat(Files.readAllBytes(last)).isNotEqualTo(Files.readAllBytes(setUp));
        // The start tile's badge says "start" in English and "begin" in Dutch.
        assertThat(Files.readAllBytes(lastNl)).isNotEqualTo(Files.readAllBytes(last));
    }

    @Test
    void everyPictureOfAHandoutIsAtLeast600PixelsWideAndPrintsAtTwiceItsScreenDensity() throws Exception {
        for (String lesson : List.of(LESSON, SMALL)) {
            for (boolean worksheet : new boolean[] {false, true}) {
                Path html = dir.resolve("handout-" + worksheet + ".html");
                List<String> args = new ArrayList<>(List.of("export", lesson, "--handout", html.toString(), "--lang", "nl"));
                if (worksheet) {
                    args.add("--worksheet");
                }
                Run r = CliTest.run(args.toArray(new String[0]));
                assertThat(r.code()).as(r.err()).isZero();
                String page = Files.readString(html, StandardCharsets.UTF_8);
                assertThat(page).contains("<html lang=\"nl\">");
                assertThat(page.contains("Jouw antwoord:")).isEqualTo(worksheet);
                Matcher m = Pattern.compile("width=\"(\\d+)\" src=\"data:image/png;base64,([A-Za-z0-9+/=]+)\"")
                        .matcher(page);
                int n = 0;
                while (m.find()) {
                    BufferedImage img = ImageIO.read(new ByteArrayInputStream(Base64.getDecoder().decode(m.group(2))));
                    assertThat(img.getWidth()).as("%s picture %d", lesson, n).isGreaterThanOrEqualTo(600);
                    assertThat(Integer.parseInt(m.group(1))).as("shown at half its pixels")
                            .isEqualTo(Math.round(img.getWidth() / 2.0));
                    n++;
                }
                assertThat(n).as(lesson).isEqualTo(page.split("<img ", -1).length - 1).isGreaterThan(1);
            }
        }
    }

    /** Run as a user would, in a process of its own under umask 022: both files come out 0644. */
    @Test
    void filesGetTheUsersUsualPermissions() throws Exception {
        Path png = dir.resolve("class-set.png");
        Path html = dir.resolve("class-set.html");
        for (List<String> args : List.of(List.of("--png", png.toString()), List.of("--handout", html.toString()))) {
            List<String> command = new ArrayList<>(List.of(java(), "-Djava.awt.headless=true", "-cp",
                    System.getProperty("java.class.path"), "kudde.Main", "export", LESSON));
            command.addAll(args);
            StringBuilder line = new StringBuilder("umask 022 && exec");
            for (String c : command) {
                line.append(" '").append(c.replace("'", "'\\''")).append('\'');
            }
            Process p = new ProcessBuilder("sh", "-c", line.toString()).redirectErrorStream(true).start();
            String said = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
            assertThat(p.exitValue()).as(said).isZero();
        }
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(png))).isEqualTo("rw-r--r--");
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(html))).isEqualTo("rw-r--r--");
        assertThat(ImageIO.read(png.toFile()).getWidth()).isEqualTo(1240);
        try (var left = Files.list(dir)) {
            assertThat(left.map(f -> f.getFileName().toString())).as("no temporary file left")
                    .containsExactlyInAnyOrder("class-set.png", "class-set.html");
        }
    }

    @Test
    void aBadArgumentIsOneLineAndExitCode2AndWritesNothing() {
        String out = dir.resolve("out.png").toString();
        String[][] bad = {
            {"export"},
            {"export", LESSON},
            {"export", LESSON, "--png"},
            {"export", LESSON, "--png", out, "--handout", dir.resolve("x.html").toString()},
            {"export", LESSON, "--png", out, "--width", "wide"},
            {"export", LESSON, "--png", out, "--width", "20"},
            {"export", LESSON, "--png", out, "--width", "20000"},
            {"export", LESSON, "--png", out, "--step", "-1"},
            {"export", LESSON, "--png", out, "--step", "6"},
            {"export", LESSON, "--png", out, "--lang", "de"},
            {"export", LESSON, "--png", out, "--worksheet"},
            {"export", LESSON, "--handout", out, "--step", "2"},
            {"export", LESSON, "--png", out, "--colour"},
            {"export", LESSON, LESSON, "--png", out},
            {"export", "no-such-lesson.json", "--png", out},
        };
        for (String[] args : bad) {
            Run r = CliTest.run(args);
            assertThat(r.code()).as(String.join(" ", args)).isEqualTo(2);
            assertThat(r.errLines()).as(String.join(" ", args)).hasSize(1);
            assertThat(r.out()).isEmpty();
            assertThat(Path.of(out)).doesNotExist();
        }
        assertThat(CliTest.run("export", LESSON, "--png", out, "--step", "6").err())
                .endsWith("--step 6: the lesson has 5 steps\n");
        assertThat(CliTest.run("export", LESSON, "--png", out, "--width", "20").err())
                .isEqualTo("kudde export: --width takes a width in pixels from 100 to 10000, not \"20\"\n");
    }

    private static String java() {
        return ProcessHandle.current().info().command().orElse("java");
    }
}
