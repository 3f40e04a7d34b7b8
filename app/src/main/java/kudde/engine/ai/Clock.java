package kudde.engine.ai;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

/** The processor time of the calling thread, in nanoseconds (wall-clock time where the JVM cannot tell). */
final class Clock {
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private static final boolean CPU = THREADS.isCurrentThreadCpuTimeSupported();

    private Clock() {
    }

    static long now() {
        return CPU ? THREADS.getCurrentThreadCpuTime() : System.nanoTime();
    }
}
