package kudde.robust;

import static org.assertj.core.api.Assertions.assertThat;

import kudde.engine.tile.Catalogue;
import kudde.engine.tile.FeatureType;
import kudde.engine.tile.Locations;
import kudde.engine.tile.Orientation;
import kudde.engine.tile.Side;
import kudde.engine.tile.TileType;
import org.junit.jupiter.api.Test;

/**
 * Robustness target 2, properties: rotating four times is the identity. The domains are small, so every case
 * is checked (all masks, all tile types, all rotations) instead of a random sample.
 */
class RotationPropertiesTest {

    @Test
    void fourQuarterTurnsOfAnyMaskAreTheIdentity() {
        for (int mask = 0; mask < 16; mask++) {
            for (int start = 0; start < 4; start++) {
                int m = Locations.rotateEdges(mask, start);
                int turned = m;
                for (int i = 0; i < 4; i++) {
                    turned = Locations.rotateEdges(turned, 1);
                }
                assertThat(turned).as("edges %s", Integer.toBinaryString(mask)).isEqualTo(m);
                assertThat(Integer.bitCount(Locations.rotateEdges(mask, 1))).isEqualTo(Integer.bitCount(mask));
            }
        }
        for (int mask = 0; mask < 256; mask++) {
            int turned = mask;
            for (int i = 0; i < 4; i++) {
                turned = Locations.rotateHalves(turned, 1);
            }
            assertThat(turned).as("halves %s", Integer.toBinaryString(mask)).isEqualTo(mask);
            assertThat(Integer.bitCount(Locations.rotateHalves(mask, 1))).isEqualTo(Integer.bitCount(mask));
        }
    }

    @Test
    void fourQuarterTurnsOfASideAreTheIdentityAndFacingHalvesPairUp() {
        for (Side s : Side.values()) {
            assertThat(s.turned(1).turned(1).turned(1).turned(1)).isEqualTo(s);
            assertThat(s.opposite().opposite()).isEqualTo(s);
        }
        for (int half = 0; half < 8; half++) {
            assertThat(Locations.facingHalf(Locations.facingHalf(half))).isEqualTo(half);
            assertThat(Locations.facingHalf(half) >> 1).isEqualTo(((half >> 1) + 2) & 3);
        }
    }

    /**
     * One quarter turn of a turned tile is the next orientation (edges, segment masks, field
     * halves all move one step clockwise), so four of them come back to the start.
     */
    @Test
    void turningAnyTileFourTimesIsTheIdentity() {
        for (TileType t : Catalogue.standard().all()) {
            for (int q = 0; q < 4; q++) {
                Orientation o = t.orientation(q);
                Orientation next = t.orientation(q + 1);
                for (Side s : Side.values()) {
                    assertThat(next.edge(s.turned(1))).as("%s %d %s", t.id(), q, s).isEqualTo(o.edge(s));
                }
                for (int seg = 0; seg < t.segments().size(); seg++) {
                    FeatureType type = t.segment(seg).type();
                    assertThat(next.mask(seg)).as("%s %d seg %d", t.id(), q, seg)
                            .isEqualTo(Locations.rotate(type, o.mask(seg), 1));
                }
                for (int h = 0; h < 8; h++) {
                    assertThat(next.fieldAtHalf((h + 2) & 7)).isEqualTo(o.fieldAtHalf(h));
                }
                assertThat(t.orientation(q + 4)).isSameAs(o);
                assertThat(t.oriented(q * 90 + 360)).isSameAs(o);
                Orientation four = o;
                for (int i = 0; i < 4; i++) {
                    four = t.orientation(four.quarterTurns() + 1);
                }
                assertThat(four).isSameAs(o);
            }
        }
    }
}
