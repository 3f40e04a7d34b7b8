package kudde.ui.kit;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * Which tabs of a row are in view, whole: the tab in front among them, as many as fit from where
 * the row starts, and the row starting earlier where it reaches the last tab with room to spare.
 * The widths are the right dock's in Dutch at 200 %: "Eigenschappen" 263, "Uitleg" 131, "Lessen" 146.
 */
class TabsInViewTest {
    private static final int[] DUTCH = {263, 131, 146};

    @Test
    void theTabInFrontIsInViewWithAsManyWholeTabsAsFit() {
        // 269 px: "Uitleg" and "Lessen" (277) do not fit together; each is alone.
        assertThat(TabsInView.of(DUTCH, 269, 0, 0)).isEqualTo(new TabsInView(0, 0));
        assertThat(TabsInView.of(DUTCH, 269, 0, 1)).isEqualTo(new TabsInView(1, 1));
        assertThat(TabsInView.of(DUTCH, 269, 0, 2)).isEqualTo(new TabsInView(2, 2));
        // 277 px holds both: from "Uitleg" the row reaches the last tab.
        assertThat(TabsInView.of(DUTCH, 277, 0, 1)).isEqualTo(new TabsInView(1, 2));
        assertThat(TabsInView.of(DUTCH, 277, 0, 2)).isEqualTo(new TabsInView(1, 2));
        // Going back to the first tab in front starts the row there.
        assertThat(TabsInView.of(DUTCH, 277, 1, 0)).isEqualTo(new TabsInView(0, 0));
    }

    @Test
    void aRowScrolledByItsArrowsStartsWhereItWasScrolledToWhateverIsInFront() {
        // No tab in front to keep (-1): the row starts at the tab it was scrolled to.
        assertThat(TabsInView.of(DUTCH, 269, 1, -1)).isEqualTo(new TabsInView(1, 1));
        assertThat(TabsInView.of(DUTCH, 269, 2, -1)).isEqualTo(new TabsInView(2, 2));
        // Past the end, the last tab.
        assertThat(TabsInView.of(DUTCH, 269, 7, -1)).isEqualTo(new TabsInView(2, 2));
    }

    @Test
    void aRowThatReachesTheLastTabStartsEarlierWhereItHasRoom() {
        // Grown to 540 px with the row at "Lessen": all three fit, from the first.
        assertThat(TabsInView.of(DUTCH, 540, 2, 2)).isEqualTo(new TabsInView(0, 2));
        // 539 px: one short of all three; from "Lessen" back to "Uitleg" only.
        assertThat(TabsInView.of(DUTCH, 539, 2, 2)).isEqualTo(new TabsInView(1, 2));
        // A row that stops before the last tab does not start earlier: its arrows took it there.
        assertThat(TabsInView.of(new int[] {100, 100, 100, 100}, 250, 1, -1)).isEqualTo(new TabsInView(1, 2));
    }

    @Test
    void aTabWiderThanTheRowIsAloneInViewWhenInFront() {
        assertThat(TabsInView.of(DUTCH, 200, 0, 0)).isEqualTo(new TabsInView(0, 0));
        assertThat(TabsInView.of(DUTCH, 200, 2, 0)).isEqualTo(new TabsInView(0, 0));
        // The one in front far from where the row was: the row moves to it.
        assertThat(TabsInView.of(DUTCH, 300, 0, 2)).isEqualTo(new TabsInView(1, 2));
        assertThat(TabsInView.of(new int[] {}, 300, 0, -1)).isEqualTo(new TabsInView(0, -1));
    }
}
