package kudde.ui.kit;

import java.util.concurrent.ExecutionException;
import java.util.function.Consumer;
import javax.swing.SwingWorker;

/**
 * Work done off the event thread whose outcome comes back to it (docs/performance.md: anything that can take
 * over 50 ms). One place for what every such task needs: run the work on a worker thread, then on
 * the event thread hand over either the result or the exception that stopped it.
 */
public final class Background {
    private Background() {
    }

    /** The work: anything but Swing. */
    @FunctionalInterface
    public interface Work<T> {
        T run() throws Exception;
    }

    /**
     * Runs {@code work} on a worker thread; then, on the event thread, {@code done} with its result,
     * or {@code failed} with what it threw (an error, such as running out of memory, wrapped).
     */
    public static <T> void run(Work<T> work, Consumer<T> done, Consumer<Exception> failed) {
        new SwingWorker<T, Void>() {
            @Override
            protected T doInBackground() throws Exception {
                return work.run();
            }

            @Override
            protected void done() {
                T result;
                try {
                    result = get();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                } catch (ExecutionException e) {
                    failed.accept(e.getCause() instanceof Exception c ? c : new IllegalStateException(e.getCause()));
                    return;
                }
                done.accept(result);
            }
        }.execute();
    }
}
