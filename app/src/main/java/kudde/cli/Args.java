package kudde.cli;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The command line's one option parser, for every command: the command names its flags and the
 * options that take a value (aliases written {@code -o|--output}); {@code --} ends the options; a
 * value follows its option ({@code --lang nl}) or, for a long option, stands after {@code =}
 * ({@code --lang=nl}), and never starts with {@code --} (an option's name is not a value); any other
 * word that starts with {@code -} is an unknown option; the rest are the command's files, in order.
 * A repeated option keeps its last value.
 */
final class Args {
    /** A word the command does not know as an option, or an option given no value. */
    static final class Bad extends Exception {
        private static final long serialVersionUID = 1L;
        /** The option as written. */
        final String option;
        /** Whether the option is unknown; else it lacks its value. */
        final boolean unknown;

        Bad(String option, boolean unknown) {
            super(option, null, false, false);
            this.option = option;
            this.unknown = unknown;
        }
    }

    private final Set<String> flagsGiven = new HashSet<>();
    private final Map<String, String> values = new HashMap<>();
    private final List<String> files = new ArrayList<>();

    private Args() {
    }

    static Args parse(List<String> args, Set<String> flags, Set<String> valued) throws Bad {
        Map<String, String> names = new HashMap<>(); // every spelling of a valued option -> its first
        for (String v : valued) {
            String[] spellings = v.split("\\|");
            for (String s : spellings) {
                names.put(s, spellings[0]);
            }
        }
        Args out = new Args();
        boolean options = true;
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            int eq = a.indexOf('=');
            String before = a.startsWith("--") && eq > 2 ? a.substring(0, eq) : null;
            if (!options || a.equals("-") || !a.startsWith("-")) {
                out.files.add(a);
            } else if (a.equals("--")) {
                options = false;
            } else if (flags.contains(a)) {
                out.flagsGiven.add(a);
            } else if (names.containsKey(a)) {
                if (i + 1 >= args.size() || args.get(i + 1).startsWith("--")) {
                    throw new Bad(a, false);
                }
                out.values.put(names.get(a), args.get(++i));
            } else if (before != null && names.containsKey(before)) {
                out.values.put(names.get(before), a.substring(eq + 1));
            } else {
                throw new Bad(a, true);
            }
        }
        return out;
    }

    boolean has(String flag) {
        return flagsGiven.contains(flag);
    }

    /** The value given to the option (by its first spelling), or null. */
    String value(String option) {
        return values.get(option);
    }

    List<String> files() {
        return files;
    }
}
