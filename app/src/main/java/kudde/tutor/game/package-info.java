/**
 * A whole game played at this computer: the seats (people and computer players), the
 * draw pile of the real 90-tile game, the turns as a scenario the tutor explains, the notes the
 * tutor gives the first time a rule happens in the game, and the "where can this go?" hint. No
 * Swing: the window's part is {@code kudde.ui.game}.
 */
package kudde.tutor.game;
