/**
 * What a teacher writes about a game: {@link kudde.lesson.Lesson} holds the engine's scenario (the
 * game) and the lesson's titles, description, goal, takeaway, quiz, exercises, step comments and
 * drawings. The engine never reads this package; the files ({@code kudde.scenario}), the tutor's
 * model and the window do. It depends on the engine's model only: no JSON, no Swing, no language.
 */
package kudde.lesson;
