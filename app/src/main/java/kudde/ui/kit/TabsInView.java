package kudde.ui.kit;

/**
 * Which of a row of tabs are in view, each of them whole: from {@code first} to {@code last}. A row
 * too narrow for all its tabs scrolls (at 150 % text and more); a tab shown in part said only the
 * end of its title ("…happen" for "Eigenschappen" beside "Uitleg" at 200 %), so the row shows the
 * tabs that fit whole and no more, and the others are a click on its arrows or its list away.
 *
 * @param first the first tab in view
 * @param last the last tab in view, {@code first - 1} where there are none
 */
public record TabsInView(int first, int last) {

    /**
     * The tabs in view in a row {@code room} px wide, starting where the row starts now if it can.
     * The tab in front is always in view (alone, and cut, only where it is wider than the row). The
     * row goes on as far as whole tabs fit; where it reaches the last tab, it starts earlier while
     * the room holds more, so a row grown wider shows the tabs before it too.
     *
     * @param widths each tab's width, in its order
     * @param start the first tab in view now
     * @param front the tab in front, or -1
     */
    public static TabsInView of(int[] widths, int room, int start, int front) {
        int n = widths.length;
        if (n == 0) {
            return new TabsInView(0, -1);
        }
        int first = Math.max(0, Math.min(start, n - 1));
        if (front >= 0 && front < n) {
            first = Math.min(first, front);
            while (first < front && width(widths, first, front) > room) {
                first++;
            }
        }
        int last = first;
        while (last + 1 < n && width(widths, first, last + 1) <= room) {
            last++;
        }
        if (last == n - 1) {
            while (first > 0 && width(widths, first - 1, last) <= room) {
                first--;
            }
        }
        return new TabsInView(first, last);
    }

    /** The width of tabs {@code from} to {@code to}, both in. */
    public static int width(int[] widths, int from, int to) {
        int sum = 0;
        for (int i = from; i <= to; i++) {
            sum += widths[i];
        }
        return sum;
    }
}
