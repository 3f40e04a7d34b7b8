import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Reads {@code jdeps -verbose:package} output on standard input and fails (exit 1) when the
 * packages under the given prefix form a cycle, printing each cycle's packages and arrows; prints
 * the number of packages and arrows otherwise. Run by scripts/check-jar.sh as a single-file
 * program ({@code java scripts/PackageCycles.java kudde}).
 */
public final class PackageCycles {
    public static void main(String[] args) throws Exception {
        String prefix = args.length > 0 ? args[0] : "kudde";
        Map<String, Set<String>> arrows = new TreeMap<>();
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            String[] w = line.trim().split("\\s+");
            // "   kudde.ui   -> kudde.ui.kit   kudde.jar": one package arrow inside the jar.
            if (w.length >= 3 && w[1].equals("->") && ours(w[0], prefix) && ours(w[2], prefix) && !w[0].equals(w[2])) {
                arrows.computeIfAbsent(w[0], k -> new TreeSet<>()).add(w[2]);
                arrows.computeIfAbsent(w[2], k -> new TreeSet<>());
            }
        }
        if (arrows.isEmpty()) {
            System.err.println("no " + prefix + ".* package arrows in the input: is it jdeps -verbose:package output?");
            System.exit(2);
        }
        List<Set<String>> cycles = new Tarjan(arrows).cycles();
        int count = arrows.values().stream().mapToInt(Set::size).sum();
        if (cycles.isEmpty()) {
            System.out.println(arrows.size() + " " + prefix + " packages, " + count + " arrows between them, no cycle");
            return;
        }
        for (Set<String> c : cycles) {
            System.out.println("cycle among " + c + ":");
            for (String from : c) {
                for (String to : arrows.get(from)) {
                    if (c.contains(to)) {
                        System.out.println("  " + from + " -> " + to);
                    }
                }
            }
        }
        System.exit(1);
    }

    private static boolean ours(String pkg, String prefix) {
        return pkg.equals(prefix) || pkg.startsWith(prefix + ".");
    }

    /** Strongly connected components with more than one package: each is a cycle. */
    private static final class Tarjan {
        private final Map<String, Set<String>> arrows;
        private final Map<String, Integer> index = new HashMap<>();
        private final Map<String, Integer> low = new HashMap<>();
        private final Deque<String> stack = new ArrayDeque<>();
        private final Set<String> onStack = new TreeSet<>();
        private final List<Set<String>> out = new ArrayList<>();

        Tarjan(Map<String, Set<String>> arrows) {
            this.arrows = arrows;
        }

        List<Set<String>> cycles() {
            for (String p : arrows.keySet()) {
                if (!index.containsKey(p)) {
                    visit(p);
                }
            }
            return out;
        }

        private void visit(String p) {
            index.put(p, index.size());
            low.put(p, index.get(p));
            stack.push(p);
            onStack.add(p);
            for (String q : arrows.get(p)) {
                if (!index.containsKey(q)) {
                    visit(q);
                    low.put(p, Math.min(low.get(p), low.get(q)));
                } else if (onStack.contains(q)) {
                    low.put(p, Math.min(low.get(p), index.get(q)));
                }
            }
            if (low.get(p).equals(index.get(p))) {
                Set<String> component = new TreeSet<>();
                String q;
                do {
                    q = stack.pop();
                    onStack.remove(q);
                    component.add(q);
                } while (!q.equals(p));
                if (component.size() > 1) {
                    out.add(component);
                }
            }
        }
    }
}
