package kudde.ui.art;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.geom.Area;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import kudde.engine.tile.Catalogue;
import kudde.engine.tile.FeatureType;
import kudde.engine.tile.Segment;
import kudde.engine.tile.TileType;
import org.junit.jupiter.api.Test;

/** The drawn shapes agree with the catalogue: every figure spot and every border half lands on its own segment. */
class TileGeometryTest {

    @Test
    void everySegmentsAnchorPointsBackAtThatSegment() {
        for (TileType t : Catalogue.standard().all()) {
            TileGeometry g = TileGeometry.of(t);
            for (Segment s : t.segments()) {
                Point2D a = g.anchor(s.index());
                assertThat(g.segmentAt(a.getX(), a.getY()))
                        .as("%s segment %d (%s) anchor %s", t.id(), s.index(), s.type(), a)
                        .isEqualTo(s.index());
            }
        }
    }

    @Test
    void eachFieldHalfEdgeLiesInItsOwnFieldOnly() {
        for (TileType t : Catalogue.standard().all()) {
            TileGeometry g = TileGeometry.of(t);
            for (Segment s : t.segments()) {
                if (s.type() != FeatureType.FIELD) {
                    continue;
                }
                for (int h = 0; h < 8; h++) {
                    Point2D p = FieldCutter.sample(h);
                    boolean own = (s.mask() & (1 << h)) != 0;
                    assertThat(g.area(s.index()).contains(p))
                            .as("%s field %d at half-edge %d", t.id(), s.index(), h)
                            .isEqualTo(own);
                }
            }
        }
    }

    @Test
    void cityEdgesAreCoveredByTheirCityAndNoOther() {
        for (TileType t : Catalogue.standard().all()) {
            TileGeometry g = TileGeometry.of(t);
            for (Segment s : t.segments()) {
                if (s.type() != FeatureType.CITY) {
                    continue;
                }
                for (int e = 0; e < 4; e++) {
                    Point2D m = TileGeometry.perimeter(e + 0.5);
                    Point2D in = new Point2D.Double(m.getX() + (0.5 - m.getX()) * 0.05, m.getY() + (0.5 - m.getY()) * 0.05);
                    if ((s.mask() & (1 << e)) != 0 && !t.id().equals("hs/02")) {
                        assertThat(g.area(s.index()).contains(in)).as("%s city %d edge %d", t.id(), s.index(), e).isTrue();
                    }
                }
            }
        }
    }

    @Test
    void hs02sTwoCitiesShareTheNorthEdgeWithoutOverlapping() {
        TileType t = Catalogue.standard().byId("hs/02");
        TileGeometry g = TileGeometry.of(t);
        assertThat(g.segmentAt(0.25, 0.03)).isEqualTo(0);
        assertThat(g.segmentAt(0.75, 0.03)).isEqualTo(1);
        Area overlap = new Area(g.area(0));
        overlap.intersect(new Area(g.area(1)));
        Rectangle2D b = overlap.getBounds2D();
        assertThat(b.getWidth() * b.getHeight()).isLessThan(1e-4);
    }

    @Test
    void fieldsThatTouchWithoutARoadGetAHedge() {
        for (String id : new String[] {"hs/01", "hs/07", "hs/08", "hs/12"}) {
            assertThat(TileGeometry.of(Catalogue.standard().byId(id)).hedges()).as(id).isNotEmpty();
        }
        for (String id : new String[] {"base/D", "base/U", "base/V", "hs/16", "hs/13"}) {
            assertThat(TileGeometry.of(Catalogue.standard().byId(id)).hedges()).as(id).isEmpty();
        }
    }

    @Test
    void hs16sStubRoadLeavesItsSouthernFieldWhole() {
        TileType t = Catalogue.standard().byId("hs/16");
        TileGeometry g = TileGeometry.of(t);
        int south = g.segmentAt(0.25, 0.97);
        assertThat(g.segmentAt(0.75, 0.97)).isEqualTo(south);
        assertThat(t.segment(south).type()).isEqualTo(FeatureType.FIELD);
        assertThat(g.roadEnds()).hasSize(1);
    }
}
