package kudde.ui;

import static org.assertj.core.api.Assertions.assertThat;

import org.assertj.swing.fixture.JOptionPaneFixture;
import org.junit.jupiter.api.Test;

/** Help ▸ About names the version, the licence, the rulebook's quotations and the trademark, in either language. */
@GuiTest
class AboutGuiTest extends WindowTest {
    private String about() {
        window.menuItem("menu.help.about").click();
        JOptionPaneFixture box = window.optionPane();
        String text = box.target().getMessage().toString();
        box.okButton().click();
        return text;
    }

    @Test
    void aboutNamesTheLicenceTheQuotationsAndTheTrademark() {
        // The version the build wrote in (the pom's), not the words for a build without one.
        assertThat(about()).containsPattern("<b>Kudde</b> version \\d+\\.\\d+\\.\\d+")
                .contains("free software under the Apache License 2.0")
                .contains("the files LICENSE and NOTICE that come with it")
                .contains("quotes short passages of the Dutch rulebook of Heuvels en Schapen, with their source")
                .contains("Carcassonne is a trademark of Hans im Glück; Kudde is not an official product.");
        window.menuItem("menu.view.language.nl").click();
        assertThat(about()).containsPattern("<b>Kudde</b> versie \\d+\\.\\d+\\.\\d+")
                .contains("vrije software onder de Apache License 2.0")
                .contains("de bestanden LICENSE en NOTICE die erbij horen")
                .contains("citeert Kudde korte stukken uit de Nederlandse spelregels van Heuvels en Schapen, met hun bron")
                .contains("Carcassonne is een handelsmerk van Hans im Glück; Kudde is geen officieel product.");
        window.menuItem("menu.view.language.en").click();
    }
}
