package kudde.bench;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.concurrent.TimeUnit;
import kudde.engine.model.Scenario;
import kudde.engine.play.Resolution;
import kudde.engine.play.Resolver;
import kudde.engine.play.Snapshot;
import kudde.tutor.Stage;
import kudde.tutor.Timeline;
import kudde.ui.board.BoardView;
import kudde.ui.kit.Theme;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Target 4 of docs/performance.md, the first two window figures, with the real {@link BoardView} (FlatLaf light, as
 * the window starts) painting into an image the size of a typical window's board area, 1400 × 900:
 * <ul>
 * <li>{@link #paintBoard}: one full paint of a 1,000-tile board at fit zoom ({@code grid}: the
 * 40 × 25 scale board of {@link ScaleBoards}; {@code played}: the same after random play to 200
 * steps, about 1,130 tiles of every kind with figures);</li>
 * <li>{@link #switchStep}: the tutor timeline moving to another step of a 200-step scenario and the
 * board showing it: {@link Timeline#select}, the step's {@link Stage} (board and figures), then
 * {@link BoardView#showState} and a full paint. {@code first}: a step the timeline has not shown
 * before (its board is rebuilt from the placements; a new timeline per call); {@code seen}: every
 * step shown once already.</li>
 * </ul>
 * The view is never on screen, so no other thread touches it: the benchmark thread acts as the event
 * thread. Headless; the paint is the same code as on screen, without the copy to the screen.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(jvmArgsAppend = "-Djava.awt.headless=true")
public class WindowBench {
    static final int WIDTH = 1400;
    static final int HEIGHT = 900;

    /** The board view at fit zoom, painted into an image of the window's size. */
    @State(Scope.Thread)
    public static class Paint {
        @Param({"grid", "played"})
        public String board;

        BoardView view;
        BufferedImage image;

        @Setup(Level.Trial)
        public void setUp() {
            Theme.setup(Theme.LIGHT);
            image = new BufferedImage(WIDTH, HEIGHT, BufferedImage.TYPE_INT_RGB);
            view = new BoardView(kudde.ui.kit.Strings.in(kudde.ui.kit.Strings.ENGLISH));
            view.setSize(WIDTH, HEIGHT);
            Scenario s = ScaleBoards.position(1000);
            Resolution r = Resolver.resolve("grid".equals(board) ? s : MemoryCheck.timeline(1000, MemoryCheck.STEPS));
            Snapshot end = r.end();
            view.setPlayers(r.scenario().players());
            view.showState(r.finalBoard(), end.figures(), r.steps().isEmpty() ? null : r.steps().get(r.steps().size() - 1).highlight());
            view.fitBoard();
            warmUp(() -> paint(view, image));
        }
    }

    @Benchmark
    public BufferedImage paintBoard(Paint p) {
        return paint(p.view, p.image);
    }

    /** A 200-step timeline on a board of {@code tiles} tiles, shown by a board view. */
    @State(Scope.Thread)
    public static class Switch {
        @Param({"1000", "10000"})
        public int tiles;
        @Param({"first", "seen"})
        public String visit;

        Resolution resolution;
        Timeline timeline;
        BoardView view;
        BufferedImage image;
        private final java.util.Random random = new java.util.Random(11);

        @Setup(Level.Trial)
        public void setUp() {
            Theme.setup(Theme.LIGHT);
            image = new BufferedImage(WIDTH, HEIGHT, BufferedImage.TYPE_INT_RGB);
            resolution = Resolver.resolve(MemoryCheck.timeline(tiles, MemoryCheck.STEPS));
            if (!resolution.ok() || resolution.steps().size() < MemoryCheck.STEPS) {
                throw new IllegalStateException("the benchmark timeline does not resolve: " + resolution.error());
            }
            timeline = new Timeline(resolution);
            for (int i = Timeline.START; i < timeline.size(); i++) {
                timeline.boardAt(i);
            }
            view = new BoardView(kudde.ui.kit.Strings.in(kudde.ui.kit.Strings.ENGLISH));
            view.setSize(WIDTH, HEIGHT);
            view.setPlayers(resolution.scenario().players());
            view.showState(timeline.board(), timeline.snapshot().figures(), timeline.highlight());
            view.fitBoard();
            warmUp(() -> switchTo(this));
        }

        /** A step the timeline has not shown: a new timeline, positioned at a random step. */
        @Setup(Level.Invocation)
        public void fresh() {
            if ("first".equals(visit)) {
                timeline = new Timeline(resolution);
                timeline.select(random.nextInt(timeline.size()));
            }
        }

        int nextTarget() {
            int t;
            do {
                t = random.nextInt(timeline.size());
            } while (t == timeline.index());
            return t;
        }
    }

    @Benchmark
    public BufferedImage switchStep(Switch s) {
        return switchTo(s);
    }

    static BufferedImage switchTo(Switch s) {
        s.timeline.select(s.nextTarget());
        Stage stage = Stage.of(s.timeline, s.timeline.index(), s.timeline.highlight());
        s.view.showState(stage.board(), stage.figures(), stage.highlight());
        return paint(s.view, s.image);
    }

    /**
     * A ms-long operation gets only a handful of calls in JMH's short warm-up, far too few for the
     * JIT (the first paints take 10–50× longer): {@value #WARM_UP} calls first, as the window makes
     * in its first moments of use.
     */
    static final int WARM_UP = 60;

    static void warmUp(Runnable r) {
        for (int i = 0; i < WARM_UP; i++) {
            r.run();
        }
    }

    static BufferedImage paint(BoardView view, BufferedImage image) {
        Graphics2D g = image.createGraphics();
        try {
            view.paint(g);
        } finally {
            g.dispose();
        }
        return image;
    }
}
