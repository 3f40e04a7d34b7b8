package kudde.ui;

import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.awt.EventQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * The robot's mouse and key events are in AWT's event queue before the robot's call returns
 * (docs/testing.md, "Waiting"). On Caciocavallo's screen the robot hands each event to a queue of
 * Cacio's own, and a thread of Cacio's, its event pump, takes it from there, finds the window under
 * the point and posts it to AWT's event queue. AssertJ Swing's robot waits for AWT's queue to be
 * empty after each click or key, but it gives the pump only a fixed pause first (its event-posting
 * delay, 90 ms here): on a busy machine the pump thread did not run within it, so the robot's wait
 * found AWT's queue empty while the click was still in Cacio's, and the test read the window
 * before the click had happened (KeysAndWordsTest read the board's words before the switch to
 * Dutch; TurnModeTest's set-up placed no shepherd; AccessibleNamesGuiTest found two export
 * dialogs, the first one's Cancel not yet done). A pump slowed by 150 ms an event made each of
 * them fail every time.
 * <p>
 * So Cacio's queue is replaced by one whose {@code offer} returns only once the pump has handed
 * the event on: the pump is back for the next one. That is a condition, not a pause: it holds at
 * once on a quiet machine and as late as it must on a busy one. Installed once a JVM, before the
 * first test class (registered for every class, beside {@link ThreadCheckExtension}); it fails
 * loudly when a new Cacio no longer has what it replaces, or when the pump does not come back.
 */
public final class RobotInputExtension implements BeforeAllCallback {
    private static boolean installed;

    /** How long the robot waits for Cacio's pump to hand one event on before the test fails. */
    private static final long PUMP_SECONDS = 60;

    @Override
    public void beforeAll(ExtensionContext context) {
        install();
    }

    /** Replaces Cacio's event queue the first time; later calls do nothing. */
    public static synchronized void install() {
        if (installed) {
            return;
        }
        try {
            Class<?> source = Class.forName("com.github.caciocavallosilano.cacio.ctc.CTCEventSource");
            Method instance = source.getDeclaredMethod("getInstance");
            instance.setAccessible(true);
            Object events = instance.invoke(null);
            Field field = source.getDeclaredField("queue");
            field.setAccessible(true);
            @SuppressWarnings("unchecked")
            BlockingQueue<Object> old = (BlockingQueue<Object>) field.get(events);
            field.set(events, new Handed());
            // The pump may already be waiting on the old queue: an event with no screen wakes it
            // (Cacio dispatches it to no window), and it asks the new queue from then on.
            old.offer(Class.forName("com.github.caciocavallosilano.cacio.peer.managed.EventData")
                    .getConstructor().newInstance());
            installed = true;
        } catch (ReflectiveOperationException | ClassCastException e) {
            throw new IllegalStateException("Caciocavallo's event source is not what RobotInputExtension replaces", e);
        }
    }

    /**
     * Cacio's queue of robot events, counting what the pump has handed on: the pump takes one event
     * at a time and comes back to {@code take} once it has posted it, so each event taken before
     * that call is in AWT's queue.
     */
    private static final class Handed extends LinkedBlockingQueue<Object> {
        private static final long serialVersionUID = 1L;
        private final transient Object lock = new Object();
        /** Events offered, taken by the pump, and handed on (taken before its latest return to take). */
        private long offered;
        private long taken;
        private long handedOn;

        @Override
        public boolean offer(Object event) {
            long mine;
            synchronized (lock) {
                mine = ++offered;
            }
            super.offer(event);
            // (on the event thread itself nothing could be dispatched while it waited)
            if (!EventQueue.isDispatchThread()) {
                awaitHandedOn(mine);
            }
            return true;
        }

        @Override
        public Object take() throws InterruptedException {
            synchronized (lock) {
                handedOn = taken;
                lock.notifyAll();
            }
            Object event = super.take();
            synchronized (lock) {
                taken++;
            }
            return event;
        }

        private void awaitHandedOn(long event) {
            long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(PUMP_SECONDS);
            synchronized (lock) {
                while (handedOn < event) {
                    long left = until - System.nanoTime();
                    if (left <= 0) {
                        throw new IllegalStateException("Cacio's event pump did not hand the robot's event on within "
                                + PUMP_SECONDS + " s");
                    }
                    try {
                        TimeUnit.NANOSECONDS.timedWait(lock, left);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                        return;
                    }
                }
            }
        }
    }
}
