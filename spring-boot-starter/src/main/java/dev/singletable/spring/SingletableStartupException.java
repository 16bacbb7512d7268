package dev.singletable.spring;

import dev.singletable.runtime.TableMismatchException;
import java.util.List;

/**
 * The application cannot start with singletable as configured: a property is wrong (the message names
 * it, its value and its fix), or tables failed their start-up check (the message has a line per
 * table: the table check's message, with the property that chose the check). Boot's start-up report
 * shows it through {@code SingletableFailureAnalyzer} as a description and an action, not as a chain
 * of bean-creation errors.
 */
public final class SingletableStartupException extends IllegalStateException {
  private static final long serialVersionUID = 1L;

  /** @serial the property at fault, or that chose the first failed check */
  private final String property;

  /** @serial what to do, for Boot's report: change the property, or fix the tables */
  private final String action;

  private SingletableStartupException(String property, String message, String action, Throwable cause) {
    super(message, cause);
    this.property = property;
    this.action = action;
  }

  /** {@code property} is wrong; {@code message} starts with its name, then its value and the fix. */
  static SingletableStartupException badProperty(String property, String message) {
    return badProperty(property, message, null);
  }

  /** As {@link #badProperty(String, String)}, caused by {@code cause}. */
  static SingletableStartupException badProperty(String property, String message, Throwable cause) {
    return new SingletableStartupException(property, message, "Change " + property + " in the application's"
        + " configuration as the description says, then start the application again.", cause);
  }

  /**
   * Tables failed their start-up check: {@code message} has a line per table, {@code failures} the
   * table checks' exceptions (the first is the cause, the others are suppressed), and {@code property}
   * chose the first table's check.
   */
  static SingletableStartupException tablesFailed(String property, String message,
      List<TableMismatchException> failures) {
    SingletableStartupException exception = new SingletableStartupException(property, message,
        "Fix each table the description names as it says (create it, change it, or wait until it is ACTIVE),"
            + " then start the application again.", failures.get(0));
    failures.subList(1, failures.size()).forEach(exception::addSuppressed);
    return exception;
  }

  /**
   * The property at fault ({@code singletable.tables.social.name}); when tables failed their start-up
   * check, the property that chose the first one's ({@code singletable.tables.social.startup}).
   */
  public String property() {
    return property;
  }

  /** What to do, as Boot's report says it. */
  String action() {
    return action;
  }
}
