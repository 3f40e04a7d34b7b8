package kudde.engine.tile;

/**
 * One feature segment printed on a tile, in the tile's own orientation.
 *
 * @param index          position in the tile's segment list
 * @param type           road, city, field or monastery
 * @param mask           edges (roads, cities) or half-edges (fields) it touches; 0 for a monastery
 * @param pennant        a city segment with a pennant (B4)
 * @param borderedCities for fields: bit i set when city segment i of the same tile borders it (B9)
 */
public record Segment(int index, FeatureType type, int mask, boolean pennant, int borderedCities) {
}
