package dev.singletable.processor.generate;

import java.util.ArrayList;
import java.util.List;

/** Javadoc text made of parts whose length is known only when generating, wrapped as a person would. */
final class JavadocText {
  /** The longest javadoc line, before the indent and the {@code * } that JavaPoet adds. */
  private static final int WIDTH = 95;

  private JavadocText() {}

  /** {@code text} in lines of at most {@value #WIDTH} characters, broken at spaces, each ending with a line break. */
  static String wrap(String text) {
    return wrap(text, "");
  }

  /**
   * As {@link #wrap(String)}, every line but the first starting with {@code continuation}: a
   * {@code @throws} clause's. An inline tag ({@code {@code page}}) is never broken.
   */
  static String wrap(String text, String continuation) {
    StringBuilder lines = new StringBuilder();
    int lineStart = 0;
    for (String word : words(text)) {
      if (lines.length() > lineStart && lines.length() - lineStart + 1 + word.length() > WIDTH) {
        lines.append('\n');
        lineStart = lines.length();
        lines.append(continuation);
      } else if (lines.length() > lineStart) {
        lines.append(' ');
      }
      lines.append(word);
    }
    return lines.append('\n').toString();
  }

  /** The words of {@code text} between spaces, a word with an open inline tag running to its close. */
  private static List<String> words(String text) {
    List<String> words = new ArrayList<>();
    int depth = 0;
    for (String part : text.split(" ")) {
      if (depth > 0) {
        words.set(words.size() - 1, words.get(words.size() - 1) + " " + part);
      } else {
        words.add(part);
      }
      depth += part.chars().filter(c -> c == '{').count() - part.chars().filter(c -> c == '}').count();
    }
    return words;
  }
}
