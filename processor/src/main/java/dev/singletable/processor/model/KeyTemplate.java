package dev.singletable.processor.model;

import dev.singletable.layout.Layout;
import java.util.ArrayList;
import java.util.List;

/**
 * An {@code @Index} key template as written: a constant prefix, then one or more {@code #{component}}
 * parts. {@code "o#{orderedAt}#{orderId}"} is the prefix {@code o} and the components
 * {@code orderedAt}, {@code orderId}; its value is {@code o#<orderedAt>#<orderId>}.
 *
 * @param prefix the constant before the first part, e.g. {@code o}
 * @param components the names the parts give, in order
 */
public record KeyTemplate(String prefix, List<String> components) {

  /**
   * What {@link #parse} makes of a text: a template, or why it is none.
   *
   * @param template the template, or null
   * @param problem why the text is no template, for a message, with {@code %s} for {@code part}; null
   *     for a template
   * @param part the part of the text that the problem names, or null
   */
  public record Parsed(KeyTemplate template, String problem, String part) {

    static Parsed problem(String problem, String part) {
      return new Parsed(null, problem, part);
    }
  }

  /**
   * The template of {@code text}: a non-empty prefix without whitespace or control characters (it
   * ends at the first {@code #}, so it holds none), then only {@code #{name}} parts, at least one,
   * each name non-empty and without {@code #}, <code>{</code> or <code>}</code>.
   */
  public static Parsed parse(String text) {
    int first = text.indexOf(Layout.DELIMITER);
    if (first < 0) {
      return Parsed.problem("it has no #{component} part", null);
    }
    String prefix = text.substring(0, first);
    if (prefix.isEmpty()) {
      return Parsed.problem("its prefix is empty", null);
    }
    if (prefix.codePoints().anyMatch(KeyTemplate::invisible)) {
      return Parsed.problem("its prefix has whitespace or control characters", null);
    }
    List<String> components = new ArrayList<>();
    int at = first;
    while (at < text.length()) {
      int next = text.indexOf(Layout.DELIMITER, at + 1);
      String part = text.substring(at, next < 0 ? text.length() : next);
      if (!part.startsWith(Layout.DELIMITER + "{") || !part.endsWith("}")) {
        return Parsed.problem(part.indexOf('}') < 0 && part.startsWith(Layout.DELIMITER + "{")
            ? "\"%s\" has no closing '}'" : "\"%s\" is no #{component} part", part);
      }
      String name = part.substring(2, part.length() - 1);
      if (name.isEmpty()) {
        return Parsed.problem("\"%s\" names no component", part);
      }
      if (name.indexOf('{') >= 0 || name.indexOf('}') >= 0) {
        return Parsed.problem("\"%s\" is no #{component} part", part);
      }
      components.add(name);
      at = next < 0 ? text.length() : next;
    }
    return new Parsed(new KeyTemplate(prefix, List.copyOf(components)), null, null);
  }

  private static boolean invisible(int c) {
    return Character.isWhitespace(c) || Character.isISOControl(c) || Character.isSpaceChar(c);
  }
}
