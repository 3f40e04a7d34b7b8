package kudde.ui.kit;

import com.formdev.flatlaf.ui.FlatCheckBoxMenuItemUI;
import com.formdev.flatlaf.ui.FlatMenuItemRenderer;
import com.formdev.flatlaf.ui.FlatMenuItemUI;
import com.formdev.flatlaf.ui.FlatRadioButtonMenuItemUI;
import javax.swing.Icon;
import javax.swing.JComponent;
import javax.swing.JMenuItem;
import javax.swing.KeyStroke;
import javax.swing.UIManager;
import javax.swing.plaf.ComponentUI;

/**
 * Menu items that name their shortcut in the reader's language ({@link Keys#name}): the JDK
 * names keys in English only ("Ctrl+Equals" in a Dutch menu). FlatLaf's menu items with one
 * change, the shortcut's text; a language switch makes the items again (their renderer keeps the
 * text it made).
 */
public final class ShortcutMenuItems {
    private ShortcutMenuItems() {
    }

    /** Makes every menu item from now on one of these, in both looks (developer defaults outlive a switch). */
    public static void install() {
        UIManager.put("MenuItemUI", Item.class.getName());
        UIManager.put("CheckBoxMenuItemUI", CheckBoxItem.class.getName());
        UIManager.put("RadioButtonMenuItemUI", RadioItem.class.getName());
    }

    private static final class Renderer extends FlatMenuItemRenderer {
        Renderer(JMenuItem item, Icon check, Icon arrow, java.awt.Font font, String delimiter) {
            super(item, check, arrow, font, delimiter);
            this.item = item;
        }

        private final JMenuItem item;

        @Override
        protected String getTextForAccelerator(KeyStroke key) {
            // Swing makes this renderer, so it cannot be handed the texts: it asks the window.
            WindowLanguage language = WindowLanguage.of(item);
            return language == null ? super.getTextForAccelerator(key) : Keys.name(key, language.texts());
        }
    }

    /** A plain menu item. */
    public static final class Item extends FlatMenuItemUI {
        public static ComponentUI createUI(JComponent c) {
            return new Item();
        }

        @Override
        protected FlatMenuItemRenderer createRenderer() {
            return new Renderer(menuItem, checkIcon, arrowIcon, acceleratorFont, acceleratorDelimiter);
        }
    }

    /** A menu item with a tick. */
    public static final class CheckBoxItem extends FlatCheckBoxMenuItemUI {
        public static ComponentUI createUI(JComponent c) {
            return new CheckBoxItem();
        }

        @Override
        protected FlatMenuItemRenderer createRenderer() {
            return new Renderer(menuItem, checkIcon, arrowIcon, acceleratorFont, acceleratorDelimiter);
        }
    }

    /** A menu item of a group, one of which is chosen. */
    public static final class RadioItem extends FlatRadioButtonMenuItemUI {
        public static ComponentUI createUI(JComponent c) {
            return new RadioItem();
        }

        @Override
        protected FlatMenuItemRenderer createRenderer() {
            return new Renderer(menuItem, checkIcon, arrowIcon, acceleratorFont, acceleratorDelimiter);
        }
    }
}
