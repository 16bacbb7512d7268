package dev.singletable.processor.model;

import java.util.Locale;

/** How generated members are named after the record and its components. */
public final class Names {

  private Names() {}

  /** {@code Follow} -> {@code follows}, {@code Reply} -> {@code replies}, {@code Match} -> {@code matches}. */
  public static String plural(String simpleName) {
    String lower = decapitalize(simpleName);
    String l = lower.toLowerCase(Locale.ROOT);
    if (l.endsWith("s") || l.endsWith("x") || l.endsWith("z") || l.endsWith("ch") || l.endsWith("sh")) {
      return lower + "es";
    }
    if (l.length() > 1 && l.endsWith("y") && "aeiou".indexOf(l.charAt(l.length() - 2)) < 0) {
      return lower.substring(0, lower.length() - 1) + "ies";
    }
    return lower + "s";
  }

  /** {@code Follow} -> {@code follow}; a leading acronym is lowered whole: {@code URLRecord} -> {@code urlRecord}. */
  public static String decapitalize(String name) {
    int upper = 0;
    while (upper < name.length() && Character.isUpperCase(name.charAt(upper))) {
      upper++;
    }
    if (upper > 1 && upper < name.length()) {
      upper--;
    }
    return name.substring(0, upper).toLowerCase(Locale.ROOT) + name.substring(upper);
  }

  public static String capitalize(String name) {
    return name.isEmpty() ? name : Character.toUpperCase(name.charAt(0)) + name.substring(1);
  }
}
