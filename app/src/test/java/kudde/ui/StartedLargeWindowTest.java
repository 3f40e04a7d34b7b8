package kudde.ui;

/**
 * A window started with the text at 200 % (remembered from an earlier run) and the look's font
 * pinned at 14 px, as a real window has it under Xvfb (docs/testing.md).
 */
abstract class StartedLargeWindowTest extends WindowTest {

    @Override
    protected Options options() {
        return super.options().withFontSize(14);
    }

    @Override
    protected void beforeStarting(Settings settings) {
        settings.setTextSize(200);
    }

    /** The author's workbench, in language {@code l}, settled. */
    protected void workbenchIn(java.util.Locale l) {
        edt(() -> {
            main.setLanguage(l);
            main.setLearning(false);
            return null;
        });
        settle();
    }
}
