package kudde.ui.game;

import kudde.ui.board.BoardView;
import kudde.ui.doc.Document;
import kudde.ui.kit.WindowLanguage;
import kudde.ui.learn.LearnView;
import kudde.ui.tutor.TutorMode;

/** What a game needs of the window (which this package does not know, so the packages keep their layers). */
public interface Host {
    Document document();

    TutorMode tutor();

    BoardView board();

    LearnView learnView();

    /** The window in learn mode: the board and the tutor. */
    void learn();

    /** Asks about unsaved work; false when the user keeps it. */
    boolean confirmDiscard();

    /**
     * File ▸ Save as… for the game; {@code suggested} is the file name the dialog proposes while the
     * game has no file yet.
     */
    void saveAs(String suggested);

    /** Game ▸ Review on the open document. */
    void openReview();

    /** The window's language, which the game's panel follows. */
    WindowLanguage language();

    /** A line in the status bar. */
    void status(String text);
}
