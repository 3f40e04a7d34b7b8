package kudde.engine.tile;

import java.util.Locale;

/** What a feature segment on a tile is. The lower-case name is the word used in scenario files. */
public enum FeatureType {
    ROAD, CITY, FIELD, MONASTERY;

    public String word() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static FeatureType ofWord(String word) {
        for (FeatureType t : values()) {
            if (t.word().equals(word)) {
                return t;
            }
        }
        return null;
    }
}
