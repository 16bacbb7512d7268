package dev.singletable.spring;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/** What start-up does with a table: {@code singletable.startup} and {@code singletable.tables.<name>.startup}. */
enum Startup {
  /** {@code Table.verify()}: one DescribeTable; a missing or different table fails start-up. */
  VERIFY("verify"),
  /** {@code Table.createIfMissing()}: for local and test profiles. */
  CREATE_IF_MISSING("create-if-missing"),
  /** Nothing is sent. */
  NONE("none");

  private final String value;

  Startup(String value) {
    this.value = value;
  }

  String value() {
    return value;
  }

  /** The mode {@code property} names; any case, '_' for '-'. */
  static Startup parse(String property, String text) {
    String wanted = text.trim().toLowerCase(Locale.ROOT).replace('_', '-');
    for (Startup startup : values()) {
      if (startup.value.equals(wanted)) {
        return startup;
      }
    }
    throw SingletableStartupException.badProperty(property, property + " is '" + text + "', which is not a"
        + " start-up mode. Set it to " + accepted() + ".");
  }

  static String accepted() {
    return Arrays.stream(values()).map(Startup::value).collect(Collectors.joining(", "));
  }
}
