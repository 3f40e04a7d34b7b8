package kudde.jcz;

import com.google.gson.Gson;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonPrimitive;
import com.google.gson.Strictness;
import com.google.gson.stream.JsonReader;
import java.io.IOException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import kudde.engine.model.Pos;
import kudde.engine.tile.TileType;

/**
 * The parts of a JCloisterZone save a Kudde scenario needs, read from its JSON: the version, the
 * first random number, the players, the start tile, the rules, and the replay grouped into turns
 * with the taken-back moves ({@code UNDO}) dropped. Whatever belongs to another expansion, or to
 * a save older than 5.7, is refused with a {@link Refused} naming it.
 */
final class JczSave {
    static final Pattern VERSION = Pattern.compile("(\\d+)\\.(\\d+)(?:\\.\\d+)?(?:[-+.].*)?");

    /** Why a save cannot be imported: a message key of {@code errors_*.properties}, where, and its arguments. */
    static final class Refused extends Exception {
        private static final long serialVersionUID = 1L;
        final String path;
        final String key;
        final transient Object[] args;

        Refused(String path, String key, Object... args) {
            super(key, null, false, false);
            this.path = path;
            this.key = key;
            this.args = args;
        }
    }

    /** A figure put on the tile just placed: a follower or the shepherd, on JCZ's feature and location. */
    record Deploy(int move, boolean shepherd, String feature, String location) {
    }

    /**
     * One turn of the replay: the tile, maybe a figure, maybe a tending choice, and the random
     * numbers of its moves; {@code commit} is null for a turn not committed yet (a running game).
     */
    record Turn(int move, int player, String jczTile, TileType tile, Pos at, int rotation, Deploy deploy,
                Boolean grow, Double flockRandom, Double commit) {
    }

    String version;
    boolean advances;
    double initialRandom;
    String name;
    final List<String> players = new ArrayList<>();
    String startTile;
    TileType start;
    Pos startAt;
    int startRotation;
    boolean countTiebreak;
    Integer endTurn;
    final List<Turn> turns = new ArrayList<>();

    static JczSave read(String json) throws Refused {
        JsonElement root;
        try {
            JsonReader reader = new JsonReader(new StringReader(json));
            reader.setStrictness(Strictness.STRICT);
            reader.setNestingLimit(64);
            root = new Gson().getAdapter(JsonElement.class).read(reader);
            if (reader.peek() != com.google.gson.stream.JsonToken.END_DOCUMENT) {
                throw new JsonParseException("more than one value");
            }
        } catch (IOException | JsonParseException | IllegalStateException e) {
            throw new Refused("", "jcz.json", e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage());
        }
        JczSave s = new JczSave();
        JsonObject top = object(root, "");
        s.header(top);
        s.setup(object(member(top, "setup", ""), "setup"));
        s.players(array(member(top, "players", ""), "players"));
        s.replay(top.has("replay") ? array(top.get("replay"), "replay") : new JsonArray());
        if (top.has("gameAnnotations") && top.get("gameAnnotations").isJsonObject()) {
            JsonObject a = top.getAsJsonObject("gameAnnotations");
            if (a.has("endTurn") && !a.get("endTurn").isJsonNull()) {
                s.endTurn = integer(a.get("endTurn"), "gameAnnotations.endTurn");
            }
        }
        return s;
    }

    private void header(JsonObject top) throws Refused {
        version = string(member(top, "appVersion", ""), "appVersion");
        Matcher m = VERSION.matcher(version);
        if (!m.matches()) {
            throw new Refused("appVersion", "jcz.versionUnknown", version);
        }
        int major = Integer.parseInt(m.group(1));
        int minor = Integer.parseInt(m.group(2));
        if (major < 5 || major == 5 && minor < 7) {
            throw new Refused("appVersion", "jcz.versionOld", version);
        }
        // From JCZ 5.9 on the random number moves on after each use (the format's notes).
        advances = major > 5 || minor >= 9;
        JsonElement r = member(top, "initialRandom", "");
        initialRandom = number(r, "initialRandom");
        name = top.has("name") && top.get("name").isJsonPrimitive() ? top.get("name").getAsString().strip() : "";
    }

    private void setup(JsonObject setup) throws Refused {
        JsonObject sets = object(member(setup, "sets", "setup"), "setup.sets");
        boolean basic = false;
        for (Map.Entry<String, JsonElement> e : sets.entrySet()) {
            String set = e.getKey();
            String path = "setup.sets." + set;
            if (set.equals("basic") || set.equals("basic:1")) {
                basic = true;
            } else if (!set.equals("hills-and-sheep") && !set.equals("hills-and-sheep:1")) {
                throw new Refused(path, "jcz.set", set);
            }
            if (integer(e.getValue(), path) != 1) {
                throw new Refused(path, "jcz.setCount", set, e.getValue().toString());
            }
        }
        if (!basic) {
            throw new Refused("setup.sets", "jcz.noBasic");
        }
        if (setup.has("elements")) {
            elements(object(setup.get("elements"), "setup.elements"));
        }
        if (setup.has("rules") && !setup.get("rules").isJsonNull()) {
            for (Map.Entry<String, JsonElement> e : object(setup.get("rules"), "setup.rules").entrySet()) {
                String path = "setup.rules." + e.getKey();
                if (!e.getKey().equals("hill-tiebreaker")) {
                    throw new Refused(path, "jcz.rule", e.getKey());
                }
                // H4: JCZ's "at-least-one-follower" is our presence, "number-of-followers" our count.
                String value = string(e.getValue(), path);
                if (value.equals("number-of-followers")) {
                    countTiebreak = true;
                } else if (!value.equals("at-least-one-follower")) {
                    throw new Refused(path, "jcz.ruleValue", value, e.getKey());
                }
            }
        }
        JsonArray starts = array(member(setup, "start", "setup"), "setup.start");
        if (starts.size() != 1) {
            throw new Refused("setup.start", "jcz.start", starts.size());
        }
        JsonObject st = object(starts.get(0), "setup.start[0]");
        startTile = string(member(st, "tile", "setup.start[0]"), "setup.start[0].tile");
        start = tile(startTile, "setup.start[0].tile");
        startAt = new Pos(integer(member(st, "x", "setup.start[0]"), "setup.start[0].x"),
                integer(member(st, "y", "setup.start[0]"), "setup.start[0].y"));
        startRotation = rotation(member(st, "rotation", "setup.start[0]"), "setup.start[0].rotation");
    }

    private static void elements(JsonObject elements) throws Refused {
        for (Map.Entry<String, JsonElement> e : elements.entrySet()) {
            String path = "setup.elements." + e.getKey();
            JsonElement v = e.getValue();
            switch (e.getKey()) {
                case "small-follower" -> {
                    int n = integer(v, path);
                    if (n != 7) {
                        throw new Refused(path, "jcz.followers", n);
                    }
                }
                case "shepherd" -> {
                    int n = integer(v, path);
                    if (n != 1) {
                        throw new Refused(path, "jcz.shepherds", n);
                    }
                }
                case "farmers", "hill", "vineyard" -> {
                    if (!v.isJsonPrimitive() || !v.getAsJsonPrimitive().isBoolean() || !v.getAsBoolean()) {
                        throw new Refused(path, "jcz.elementOff", e.getKey());
                    }
                }
                default -> throw new Refused(path, "jcz.element", e.getKey());
            }
        }
    }

    private void players(JsonArray list) throws Refused {
        if (list.isEmpty() || list.size() > 6) {
            throw new Refused("players", "jcz.players", list.size());
        }
        for (int i = 0; i < list.size(); i++) {
            JsonObject p = object(list.get(i), "players[" + i + "]");
            String n = p.has("name") && p.get("name").isJsonPrimitive() ? p.get("name").getAsString().strip() : "";
            players.add(n);
        }
    }

    private void replay(JsonArray list) throws Refused {
        // UNDO takes back the move before it (and an UNDO after that the one before, and so on).
        List<Integer> kept = new ArrayList<>();
        for (int i = 0; i < list.size(); i++) {
            JsonObject m = object(list.get(i), "replay[" + i + "]");
            if (string(member(m, "type", "replay[" + i + "]"), "replay[" + i + "].type").equals("UNDO")) {
                if (kept.isEmpty()) {
                    throw new Refused("replay[" + i + "]", "jcz.undoNothing");
                }
                kept.remove(kept.size() - 1);
            } else {
                kept.add(i);
            }
        }
        TurnBuilder current = null;
        for (int i : kept) {
            String path = "replay[" + i + "]";
            JsonObject m = list.get(i).getAsJsonObject();
            String type = m.get("type").getAsString();
            int player = integer(member(m, "player", path), path + ".player");
            if (player < 0 || player >= players.size()) {
                throw new Refused(path + ".player", "jcz.noPlayer", player);
            }
            JsonObject payload = m.has("payload") ? object(m.get("payload"), path + ".payload") : new JsonObject();
            String pp = path + ".payload";
            if (type.equals("PLACE_TILE")) {
                if (current != null) {
                    throw new Refused(path, "jcz.notCommitted");
                }
                String id = string(member(payload, "tileId", pp), pp + ".tileId");
                JsonArray at = array(member(payload, "position", pp), pp + ".position");
                if (at.size() != 2) {
                    throw new Refused(pp + ".position", "jcz.position");
                }
                current = new TurnBuilder(i, player, id, tile(id, pp + ".tileId"),
                        new Pos(integer(at.get(0), pp + ".position[0]"), integer(at.get(1), pp + ".position[1]")),
                        rotation(member(payload, "rotation", pp), pp + ".rotation"));
                continue;
            }
            if (!List.of("DEPLOY_MEEPLE", "PASS", "FLOCK_EXPAND_OR_SCORE", "COMMIT").contains(type)) {
                throw new Refused(path + ".type", "jcz.move", type);
            }
            if (current == null) {
                throw new Refused(path, "jcz.noTile", type);
            }
            if (player != current.player) {
                throw new Refused(path + ".player", "jcz.otherPlayer", player, current.player);
            }
            switch (type) {
                case "DEPLOY_MEEPLE" -> current.deploy = deploy(i, payload, pp, current);
                case "FLOCK_EXPAND_OR_SCORE" -> {
                    String v = string(member(payload, "value", pp), pp + ".value");
                    if (!v.equals("EXPAND") && !v.equals("SCORE")) {
                        throw new Refused(pp + ".value", "jcz.flock", v);
                    }
                    current.grow = v.equals("EXPAND");
                    current.flockRandom = number(member(payload, "random", pp), pp + ".random");
                }
                case "COMMIT" -> {
                    current.commit = number(member(payload, "random", pp), pp + ".random");
                    turns.add(current.build());
                    current = null;
                }
                default -> { // PASS: no figure this turn
                }
            }
        }
        if (current != null) {
            turns.add(current.build());
        }
    }

    private Deploy deploy(int move, JsonObject payload, String pp, TurnBuilder turn) throws Refused {
        String meeple = string(member(payload, "meepleId", pp), pp + ".meepleId");
        String[] parts = meeple.split("\\.");
        String kind = parts.length == 3 ? parts[1] : "";
        if (!kind.equals("small") && !kind.equals("shepherd")) {
            throw new Refused(pp + ".meepleId", "jcz.figure", meeple);
        }
        JsonObject pointer = object(member(payload, "pointer", pp), pp + ".pointer");
        JsonArray at = array(member(pointer, "position", pp + ".pointer"), pp + ".pointer.position");
        if (at.size() != 2 || integer(at.get(0), pp + ".pointer.position") != turn.at.x()
                || integer(at.get(1), pp + ".pointer.position") != turn.at.y()) {
            throw new Refused(pp + ".pointer.position", "jcz.notThisTile", at.toString(), turn.at.toString());
        }
        return new Deploy(move, kind.equals("shepherd"), string(member(pointer, "feature", pp + ".pointer"),
                pp + ".pointer.feature"), string(member(pointer, "location", pp + ".pointer"), pp + ".pointer.location"));
    }

    private static final class TurnBuilder {
        final int move;
        final int player;
        final String jczTile;
        final TileType tile;
        final Pos at;
        final int rotation;
        Deploy deploy;
        Boolean grow;
        Double flockRandom;
        Double commit;

        TurnBuilder(int move, int player, String jczTile, TileType tile, Pos at, int rotation) {
            this.move = move;
            this.player = player;
            this.jczTile = jczTile;
            this.tile = tile;
            this.at = at;
            this.rotation = rotation;
        }

        Turn build() {
            return new Turn(move, player, jczTile, tile, at, rotation, deploy, grow, flockRandom, commit);
        }
    }

    // ---- values ----

    private static TileType tile(String id, String path) throws Refused {
        TileType t = JczTiles.of(id);
        if (t == null) {
            throw new Refused(path, "jcz.tile", id);
        }
        return t;
    }

    /** A rotation: {@code R90} in moves, degrees ({@code 90}) in the start tile. */
    private static int rotation(JsonElement e, String path) throws Refused {
        if (e.isJsonPrimitive() && e.getAsJsonPrimitive().isNumber()) {
            int degrees = integer(e, path);
            if (degrees == 0 || degrees == 90 || degrees == 180 || degrees == 270) {
                return degrees;
            }
            throw new Refused(path, "jcz.rotation", e.toString());
        }
        String r = string(e, path);
        return switch (r) {
            case "R0" -> 0;
            case "R90" -> 90;
            case "R180" -> 180;
            case "R270" -> 270;
            default -> throw new Refused(path, "jcz.rotation", r);
        };
    }

    private static JsonElement member(JsonObject o, String name, String path) throws Refused {
        JsonElement e = o.get(name);
        if (e == null || e.isJsonNull()) {
            throw new Refused(path.isEmpty() ? name : path + "." + name, "jcz.missing");
        }
        return e;
    }

    private static JsonObject object(JsonElement e, String path) throws Refused {
        if (!e.isJsonObject()) {
            throw new Refused(path, "jcz.type.object");
        }
        return e.getAsJsonObject();
    }

    private static JsonArray array(JsonElement e, String path) throws Refused {
        if (!e.isJsonArray()) {
            throw new Refused(path, "jcz.type.array");
        }
        return e.getAsJsonArray();
    }

    private static String string(JsonElement e, String path) throws Refused {
        if (!e.isJsonPrimitive() || !e.getAsJsonPrimitive().isString()) {
            throw new Refused(path, "jcz.type.string");
        }
        return e.getAsString();
    }

    private static double number(JsonElement e, String path) throws Refused {
        if (!e.isJsonPrimitive() || !e.getAsJsonPrimitive().isNumber()) {
            throw new Refused(path, "jcz.type.number");
        }
        double d = e.getAsDouble();
        if (!(d >= 0 && d < 1)) {
            throw new Refused(path, "jcz.random", e.toString());
        }
        return d;
    }

    private static int integer(JsonElement e, String path) throws Refused {
        if (e.isJsonPrimitive() && e.getAsJsonPrimitive().isNumber()) {
            JsonPrimitive p = e.getAsJsonPrimitive();
            try {
                return new java.math.BigDecimal(p.getAsString()).intValueExact();
            } catch (ArithmeticException | NumberFormatException ignored) {
                // reported below
            }
        }
        throw new Refused(path, "jcz.type.integer");
    }
}
