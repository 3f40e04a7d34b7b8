package kudde.ui;

import java.awt.Component;
import java.awt.KeyboardFocusManager;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.format.FormatStyle;
import java.util.List;
import java.util.Locale;
import javax.swing.JFileChooser;
import javax.swing.JOptionPane;
import javax.swing.SwingUtilities;
import javax.swing.filechooser.FileNameExtensionFilter;
import kudde.lesson.Lesson;
import kudde.jcz.JczImport;
import kudde.scenario.ScenarioError;
import kudde.scenario.ScenarioException;
import kudde.ui.doc.Autosave;
import kudde.ui.doc.Derived;
import kudde.ui.doc.Document;
import kudde.ui.doc.Lessons;
import kudde.ui.doc.ScenarioIO;
import kudde.ui.doc.Scenarios;
import kudde.ui.kit.Background;
import kudde.ui.kit.ErrorLog;
import kudde.ui.kit.Strings;
import kudde.ui.kit.SwingTexts;

/**
 * New, Open, Save, Save As, recent files, bundled lessons, PNG export and the autosave, with the
 * dialogs they need. No work is lost: every way of replacing the document asks first when it has
 * unsaved changes, saving is atomic, and unsaved work is kept in an autosave.
 */
public final class FileCommands {
    /** The window's texts. */
    private final Strings texts;
    private final MainWindow window;
    private final Document doc;
    private final Settings settings;
    private final Autosave autosave;
    private final ScenarioIO.Opening opening;
    // Files from this size on are read off the event thread (about 1,000 tiles; reading and
    // checking them takes some milliseconds, a 10,000-tile file tens of milliseconds).
    static final long BACKGROUND_BYTES = 64 * 1024;
    // Four rows of tiles at 96 px: each strip is painted in a few milliseconds.
    static final int EXPORT_STRIP_PIXELS = 4 * 96;
    private boolean loading;
    /** The width the user last picked for a picture, offered again next time. */
    private int pictureWidth = kudde.ui.export.Exports.PRINT_WIDTH;

    FileCommands(MainWindow window, Document doc, Settings settings, Autosave autosave, ScenarioIO.Opening opening) {
        this.texts = window.texts();
        this.window = window;
        this.doc = doc;
        this.settings = settings;
        this.autosave = autosave;
        this.opening = opening;
    }

    public void newDocument() {
        if (confirmDiscard()) {
            doc.replace(Scenarios.empty(), null, false);
            autosave.clear();
            window.boardView().fitBoard();
            // A new, empty board is a lesson being written: the author's tools come on (docs/authoring.md).
            boolean was = window.authoring();
            window.setAuthoring(true);
            window.statusBar().say(was ? "status.new" : "status.newAuthoring");
        }
    }

    public void open() {
        if (!confirmDiscard()) {
            return;
        }
        JFileChooser fc = chooser();
        // File > Open also imports a JCloisterZone save (docs/scenario-format.md).
        fc.addChoosableFileFilter(new FileNameExtensionFilter(texts.get("filter.jcz"), "jcz"));
        fc.setFileFilter(new FileNameExtensionFilter(texts.get("filter.open"), "json", "jcz"));
        if (show(fc, false) == JFileChooser.APPROVE_OPTION) {
            load(fc.getSelectedFile().toPath());
        }
    }

    /** Opens a file (recent files, the command line), asking first about unsaved changes. */
    public void openPath(Path file) {
        if (confirmDiscard()) {
            load(file);
        }
    }

    /** Opens a bundled lesson; saving it asks where to put the copy. */
    public void openLesson(String name) {
        if (!confirmDiscard()) {
            return;
        }
        try {
            doc.replaceWithLesson(ScenarioIO.lesson(name, texts.locale()), name);
            autosave.clear();
            window.boardView().fitBoard();
            // The lesson's title, not its file name: a learner reads this line too.
            window.statusBar().say("status.lesson",
                    kudde.lang.LessonText.pick(doc.lesson().title(), texts.locale()).text());
        } catch (IOException | ScenarioException e) {
            error(texts.format("error.open", name), e);
        }
    }

    /**
     * The first lesson, read and worked out (its problems, board, resolution and verdict, which
     * {@code derived}, the window's {@link Derived.Cache}, keeps for the same scenario) before the window exists, or null when a file is
     * named or the lesson cannot be read ({@link #openAtStart} then reads it and says why). None
     * of this needs the look, so the event thread does it while the warm-up thread is still setting
     * the look, which the thread would otherwise wait for idle (docs/performance.md, start-up).
     */
    static Lesson firstLessonAhead(List<String> args, Locale locale, Derived.Cache derived) {
        if (!args.isEmpty()) {
            return null;
        }
        try {
            Lesson s = ScenarioIO.lesson(Lessons.FIRST, locale);
            derived.of(s.game()).all().verdict(s, locale);
            return s;
        } catch (IOException | ScenarioException e) {
            return null;
        }
    }

    /**
     * Opens the window's first document: a file named on the command line, else the first lesson
     * ({@code ahead}: as {@link #firstLessonAhead} read it, or null).
     */
    void openAtStart(List<String> args, Lesson ahead) {
        if (args.size() == 1) {
            load(Path.of(args.get(0)));
            return;
        }
        if (ahead != null) {
            doc.replaceWithLesson(ahead, Lessons.FIRST);
            return;
        }
        if (!Lessons.list().isEmpty() || Lessons.class.getResource("/scenarios/" + Lessons.FIRST) != null) {
            try {
                doc.replaceWithLesson(ScenarioIO.lesson(Lessons.FIRST, texts.locale()), Lessons.FIRST);
                return;
            } catch (IOException | ScenarioException e) {
                window.statusBar().message(e.getMessage());
            }
        }
        doc.replace(Scenarios.empty(), null, false);
    }

    private void load(Path file) {
        long size;
        try {
            size = Files.size(file);
        } catch (IOException e) {
            size = 0;  // reading it says why, with the file's name
        }
        if (size < BACKGROUND_BYTES) {
            try {
                opened(file, opening.open(file, texts.locale()));
            } catch (IOException | ScenarioException | RuntimeException e) {
                // A RuntimeException is a bug of the reading, told as one by error(), the document kept.
                error(texts.format("error.open", file), e);
            }
            return;
        }
        loadInBackground(file);
    }

    /**
     * A large file (a 10,000-tile board is 0.6 MB) is read and checked off the event thread: the
     * window keeps painting, shows what it is doing, and takes no edits meanwhile, since the
     * document is about to be replaced (its unsaved changes were asked about already).
     */
    private void loadInBackground(Path file) {
        Locale locale = texts.locale();
        window.busy().start(texts.format("status.opening", file.getFileName()));
        window.statusBar().message(texts.format("status.opening", file.getFileName()));
        loading = true;
        Background.run(() -> {
            Lesson s = opening.open(file, locale);
            // The problems panel and the board need these at once; work them out here.
            doc.derived(s.game()).all();
            return s;
        }, s -> {
            loaded();
            opened(file, s);
        }, e -> {
            loaded();
            error(texts.format("error.open", file), e);
        });
    }

    private void loaded() {
        window.busy().stop();
        loading = false;
    }

    /** Whether a file is being read in the background (for tests). */
    public boolean loading() {
        return loading;
    }

    private void opened(Path file, Lesson s) {
        // An imported JCloisterZone save is a new scenario: Save asks where to keep it, and never
        // writes a scenario over the save.
        boolean imported = JczImport.isSave(file);
        doc.replace(s, imported ? null : file.toAbsolutePath(), false);
        autosave.clear();
        remember(file);
        window.boardView().fitBoard();
        window.statusBar().say(imported ? "status.imported" : "status.opened", file.getFileName().toString());
    }

    public boolean save() {
        kudde.ui.kit.Pending.commitFocused();
        if (doc.file() == null) {
            return saveAs();
        }
        return write(doc.file());
    }

    public boolean saveAs() {
        return saveAs(null);
    }

    /** Save as…, proposing {@code suggested} (a file name, or null) when the document has no file yet. */
    public boolean saveAs(String suggested) {
        kudde.ui.kit.Pending.commitFocused();
        JFileChooser fc = chooser();
        if (doc.file() != null) {
            fc.setSelectedFile(doc.file().toFile());
        } else if (suggested != null) {
            fc.setSelectedFile(new java.io.File(fc.getCurrentDirectory(), suggested));
        }
        if (show(fc, true) != JFileChooser.APPROVE_OPTION) {
            return false;
        }
        Path target = fc.getSelectedFile().toPath();
        if (!target.getFileName().toString().toLowerCase(java.util.Locale.ROOT).endsWith(".json")) {
            target = target.resolveSibling(target.getFileName() + ".json");
        }
        if (Files.exists(target) && !target.toAbsolutePath().equals(doc.file())) {
            int answer = SwingTexts.show(window, texts, texts.format("confirm.overwrite", target.getFileName()),
                    texts.get("confirm.overwrite.title"), JOptionPane.WARNING_MESSAGE, JOptionPane.YES_NO_OPTION,
                    new Object[] {texts.get("button.replace"), texts.get("button.cancel")}, null);
            if (answer != 0) {
                return false;
            }
        }
        return write(target);
    }

    private boolean write(Path target) {
        try {
            ScenarioIO.save(target, doc.lesson());
            doc.markSaved(target.toAbsolutePath());
            autosave.clear();
            remember(target);
            window.statusBar().say("status.saved", target.getFileName().toString());
            return true;
        } catch (IOException e) {
            error(texts.format("error.save", target), e);
            return false;
        }
    }

    private void remember(Path file) {
        settings.addRecent(file);
        settings.setLastFolder(file.toAbsolutePath().getParent());
        window.fillRecent();
    }

    /**
     * True when the document may be replaced: nothing unsaved, or the user saved it or chose to
     * drop the changes.
     */
    public boolean confirmDiscard() {
        kudde.ui.kit.Pending.commitFocused();
        if (!doc.dirty()) {
            return true;
        }
        Object[] options = {texts.get("button.save"), texts.get("button.discard"), texts.get("button.cancel")};
        int answer = SwingTexts.show(window, texts, texts.get("confirm.unsaved"), texts.get("confirm.unsaved.title"),
                JOptionPane.WARNING_MESSAGE, JOptionPane.YES_NO_CANCEL_OPTION, options, options[0]);
        if (answer == 0) {
            return save();
        }
        return answer == 1;
    }

    /**
     * Writes the board (or the visible part of it) as a PNG image: the position without the
     * editor's hints, the whole board cropped to its tiles, with a caption under it if one is given
     * and at the width the user picks (both beside the file list; an A4 page at 150 dpi at first).
     */
    public void exportPng(boolean whole) {
        JFileChooser fc = SwingTexts.chooser(texts, settings.lastFolder() == null ? null : settings.lastFolder().toFile());
        fc.setName("export.chooser");
        fc.setFileFilter(new FileNameExtensionFilter(texts.get("filter.png"), "png"));
        javax.swing.JTextField caption = new javax.swing.JTextField(14);
        caption.setName("export.caption");
        // No wider than a field of fourteen letters: its labels wrap (at 200 % text they had taken
        // the chooser past the screen's edge).
        javax.swing.JPanel side = new javax.swing.JPanel(new net.miginfocom.swing.MigLayout("wrap 1, insets 0 8 0 0",
                "[fill, ::" + caption.getPreferredSize().width + "px]"));
        // Each field's label names it, so a screen reader says what the field is for.
        javax.swing.JLabel captionLabel = new kudde.ui.kit.WrappingLabel(texts.get("export.caption"));
        captionLabel.setLabelFor(caption);
        side.add(captionLabel, "wmin 0");
        side.add(caption, "growx");
        javax.swing.JSpinner width = new javax.swing.JSpinner(new javax.swing.SpinnerNumberModel(pictureWidth,
                kudde.ui.export.Exports.MIN_WIDTH, kudde.ui.export.Exports.MAX_WIDTH, 10));
        width.setName("export.width");
        javax.swing.JLabel widthLabel = new kudde.ui.kit.WrappingLabel(texts.get("export.width"));
        // The spinner's text field takes the focus, so the label names that field, not the spinner.
        widthLabel.setLabelFor(((javax.swing.JSpinner.DefaultEditor) width.getEditor()).getTextField());
        side.add(widthLabel, "wmin 0");
        side.add(width, "growx");
        fc.setAccessory(side);
        if (show(fc, true) != JFileChooser.APPROVE_OPTION) {
            return;
        }
        pictureWidth = (Integer) width.getValue();
        exportPngTo(withExtension(fc.getSelectedFile().toPath(), ".png"), whole, caption.getText().strip(),
                pictureWidth, null);
    }

    /**
     * A lesson handout as one HTML file (kudde.ui.export.Handout), with every step and the answers or
     * as a worksheet with the questions left open, in the language chosen beside the file name (the
     * window's at first): a Dutch class may get its handout from an English window.
     */
    public void exportHandout(boolean answers) {
        kudde.engine.play.Resolution r = window.tutor() == null || window.tutor().tutor().timeline() == null ? null
                : doc.derived().resolution();
        if (r == null) {
            // The position has problems, so it has no steps to hand out: the tutor says the same.
            window.statusBar().warn(texts.get("error.handout"));
            return;
        }
        JFileChooser fc = SwingTexts.chooser(texts, settings.lastFolder() == null ? null : settings.lastFolder().toFile());
        fc.setName("export.chooser");
        fc.setFileFilter(new FileNameExtensionFilter(texts.get("filter.html"), "html", "htm"));
        javax.swing.JComboBox<java.util.Locale> language = handoutLanguage();
        javax.swing.JPanel beside = new javax.swing.JPanel(new net.miginfocom.swing.MigLayout("wrap 1, insets 0 8 0 0"));
        javax.swing.JLabel languageLabel = new javax.swing.JLabel(texts.get("export.language"));
        languageLabel.setLabelFor(language);
        beside.add(languageLabel);
        beside.add(language);
        fc.setAccessory(beside);
        if (show(fc, true) != JFileChooser.APPROVE_OPTION) {
            return;
        }
        exportHandoutTo(withExtension(fc.getSelectedFile().toPath(), ".html"), r, answers,
                (java.util.Locale) language.getSelectedItem());
    }

    /** The handout's language, beside the file name: any language Kudde speaks, the window's chosen. */
    private javax.swing.JComboBox<java.util.Locale> handoutLanguage() {
        javax.swing.JComboBox<java.util.Locale> c =
                new javax.swing.JComboBox<>(Strings.LANGUAGES.toArray(new java.util.Locale[0]));
        c.setName("export.language");
        c.setSelectedItem(texts.locale());
        c.setRenderer((l, v, i, sel, focus) -> new javax.swing.DefaultListCellRenderer()
                .getListCellRendererComponent(l, v == null ? "" : texts.nameIn(v), i, sel, focus));
        return c;
    }

    /** Writes the handout in the window's language without asking where (also for tests). */
    public boolean exportHandoutTo(Path target, kudde.engine.play.Resolution r, boolean answers) {
        return exportHandoutTo(target, r, answers, texts.locale());
    }

    /** Writes the handout in {@code language} without asking where (also for tests); atomic, so a good file is never half overwritten. */
    public boolean exportHandoutTo(Path target, kudde.engine.play.Resolution r, boolean answers,
                                   java.util.Locale language) {
        String page = kudde.ui.export.Handout.of(doc.lesson(), r, kudde.ui.tutor.TutorTexts.of(language), answers);
        try {
            kudde.ui.export.Exports.writeHandout(target, page);
            window.statusBar().message(texts.format("status.exported", target.getFileName()));
            return true;
        } catch (IOException e) {
            error(texts.format("error.save", target), e);
            return false;
        }
    }

    private static Path withExtension(Path p, String ext) {
        String name = p.getFileName().toString().toLowerCase(java.util.Locale.ROOT);
        return name.endsWith(ext) || ".html".equals(ext) && name.endsWith(".htm") ? p : p.resolveSibling(p.getFileName() + ext);
    }

    /**
     * Writes the PNG and returns at once. The whole board is painted a strip at a time on the
     * event thread (a 1,128-tile board at 96 px a tile takes 30-120 ms to paint), with the window's
     * input held and a filling progress bar meanwhile, so nothing changes under the painting; the
     * image is then encoded off the event thread (some 400 ms for that board) while the user goes on.
     * {@code done} (may be null) runs on the event thread afterwards, told whether it was written.
     */
    public void exportPngTo(Path target, boolean whole, java.util.function.Consumer<Boolean> done) {
        exportPngTo(target, whole, "", kudde.ui.export.Exports.PRINT_WIDTH, done);
    }

    /** As {@link #exportPngTo(Path, boolean, java.util.function.Consumer)}, with a caption under the picture (none when blank). */
    public void exportPngTo(Path target, boolean whole, String caption, java.util.function.Consumer<Boolean> done) {
        exportPngTo(target, whole, caption, kudde.ui.export.Exports.PRINT_WIDTH, done);
    }

    /** As {@link #exportPngTo(Path, boolean, String, java.util.function.Consumer)}, {@code width} pixels wide. */
    public void exportPngTo(Path target, boolean whole, String caption, int width,
                            java.util.function.Consumer<Boolean> done) {
        window.statusBar().message(texts.format("status.exporting", target.getFileName()));
        if (!whole) {
            encodeInBackground(kudde.ui.export.Caption.under(window.boardView().renderVisiblePicture(width), caption),
                    target, done);
            return;
        }
        kudde.ui.board.BoardRendering r = window.boardView().startRenderingAtWidth(window.boardView().tileBounds(),
                width, EXPORT_STRIP_PIXELS);
        window.busy().start(texts.format("status.exporting", target.getFileName()));
        Runnable[] step = new Runnable[1];
        step[0] = () -> {
            boolean more = r.paintNext();
            window.busy().progress(r.progress());
            if (more) {
                javax.swing.SwingUtilities.invokeLater(step[0]);
            } else {
                window.busy().stop();
                encodeInBackground(kudde.ui.export.Caption.under(r.image(), caption), target, done);
            }
        };
        javax.swing.SwingUtilities.invokeLater(step[0]);
    }

    private void encodeInBackground(BufferedImage img, Path file, java.util.function.Consumer<Boolean> done) {
        java.util.function.Consumer<Boolean> then = done != null ? done : ok -> { };
        Background.run(() -> {
            kudde.ui.export.Exports.writePng(file, img);
            return true;
        }, written -> {
            window.statusBar().message(texts.format("status.exported", file.getFileName()));
            then.accept(true);
        }, e -> {
            error(texts.format("error.save", file), e);
            then.accept(false);
        });
    }

    /** Writes the PNG without asking where (also for tests and scripts), as wide as an A4 page at 150 dpi. */
    public boolean exportPngTo(Path target, boolean whole) {
        int width = kudde.ui.export.Exports.PRINT_WIDTH;
        BufferedImage img;
        if (whole) {
            kudde.ui.board.BoardRendering r = window.boardView().startRenderingAtWidth(
                    window.boardView().tileBounds(), width, Integer.MAX_VALUE);
            r.paintNext();
            img = r.image();
        } else {
            img = window.boardView().renderVisiblePicture(width);
        }
        try {
            kudde.ui.export.Exports.writePng(target, img);
            window.statusBar().message(texts.format("status.exported", target.getFileName()));
            return true;
        } catch (IOException e) {
            error(texts.format("error.save", target), e);
            return false;
        }
    }

    /** Called by a timer: keeps a copy of unsaved work; none when everything is saved. */
    public void autosave() {
        if (!doc.dirty()) {
            autosave.clear();
            return;
        }
        try {
            autosave.write(doc.lesson(), doc.file());
        } catch (IOException e) {
            window.statusBar().message(texts.format("error.autosave", e.getMessage()));
        }
    }

    void cleanExit() {
        autosave.clear();
    }

    /** After a crash: offers the newest unsaved work back; older copies are dropped. */
    void offerRestore() {
        List<Autosave.Found> found = autosave.leftovers();
        if (found.isEmpty()) {
            return;
        }
        Autosave.Found newest = found.get(0);
        String when = DateTimeFormatter.ofLocalizedDateTime(FormatStyle.MEDIUM).withLocale(texts.locale())
                .format(newest.when().toInstant().atZone(ZoneId.systemDefault()));
        String what = newest.original() != null ? newest.original().getFileName().toString() : texts.get("title.untitled");
        // The second button throws the unsaved work away: it says so (not "Don't save").
        Object[] options = {texts.get("button.restore"), texts.get("button.dropAutosave")};
        int answer = SwingTexts.show(window, texts, texts.format("confirm.restore", what, when),
                texts.get("confirm.restore.title"), JOptionPane.QUESTION_MESSAGE, JOptionPane.YES_NO_OPTION, options, options[0]);
        if (answer == 0) {
            try {
                Lesson s = opening.open(newest.json(), texts.locale());
                doc.restore(s, null, newest.original());
                window.boardView().fitBoard();
                window.statusBar().message(texts.get("status.restored"));
            } catch (IOException | ScenarioException | RuntimeException e) {
                error(texts.get("error.restore"), e);
                return;
            }
        }
        for (Autosave.Found f : found) {
            Autosave.discard(f);
        }
        if (answer == 0) {
            autosave();
        }
    }

    /**
     * Shows a file dialog, then gives the keyboard back to the window: the focus would stay with
     * the closed dialog, and the window's shortcuts would wait for a click. It goes back to what
     * had it, or to the board when that is gone (a file opened makes the panels again).
     */
    private int show(JFileChooser fc, boolean save) {
        Component before = KeyboardFocusManager.getCurrentKeyboardFocusManager().getFocusOwner();
        int answer = save ? fc.showSaveDialog(window) : fc.showOpenDialog(window);
        SwingUtilities.invokeLater(() -> {
            Component back = before != null && before.isShowing()
                    && SwingUtilities.getWindowAncestor(before) == window ? before : window.boardView();
            window.toFront();
            if (window.isFocused()) {
                back.requestFocusInWindow();
            } else {
                // The window was not given the focus back when the dialog closed (a window manager,
                // or a busy machine, can lose that hand-over): ask for the window's focus too, or a
                // request inside the window would wait for an activation that never comes.
                back.requestFocus();
            }
        });
        return answer;
    }

    private JFileChooser chooser() {
        JFileChooser fc = SwingTexts.chooser(texts, settings.lastFolder() == null ? null : settings.lastFolder().toFile());
        fc.setName("file.chooser");
        fc.setFileFilter(new FileNameExtensionFilter(texts.get("filter.json"), "json"));
        return fc;
    }

    private void error(String what, Exception e) {
        StringBuilder b = new StringBuilder(what);
        if (e instanceof ScenarioException se && se.internal() || e instanceof RuntimeException) {
            // A bug of the program, not of the file: say so, how to report it, and that nothing was lost.
            String line = e instanceof ScenarioException se ? se.errors().get(0).text()
                    : ScenarioException.internalText(e, texts.locale());
            ErrorLog log = window.log();
            log.write(what, Thread.currentThread(), e instanceof ScenarioException se && se.getCause() != null ? se.getCause() : e);
            b.append("\n").append(line).append("\n").append(texts.format("error.internal.kept", log.file().toAbsolutePath()));
        } else if (e instanceof ScenarioException se) {
            int n = 0;
            for (ScenarioError err : se.errors()) {
                if (n++ == 12) {
                    b.append("\n…");
                    break;
                }
                b.append("\n").append(err);
            }
        } else {
            b.append("\n").append(e.getMessage());
        }
        window.statusBar().message(what);
        SwingTexts.show(window, texts, b.toString(), texts.get("error.title"), JOptionPane.ERROR_MESSAGE, JOptionPane.DEFAULT_OPTION);
    }
}
