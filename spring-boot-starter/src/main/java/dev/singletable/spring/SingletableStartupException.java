package dev.singletable.spring;

/**
 * The application cannot start with singletable as configured: a property is wrong (the message names
 * it and its fix), or a table failed its start-up check (the message is the table check's, with the
 * property that chose the check). Boot's start-up report shows it through {@code
 * SingletableFailureAnalyzer} as a description and an action, not as a chain of bean-creation errors.
 */
public final class SingletableStartupException extends IllegalStateException {
  private static final long serialVersionUID = 1L;

  /** @serial the property at fault, or that chose the failed check */
  private final String property;

  SingletableStartupException(String property, String message) {
    super(message);
    this.property = property;
  }

  SingletableStartupException(String property, String message, Throwable cause) {
    super(message, cause);
    this.property = property;
  }

  /** The property at fault ({@code singletable.tables.social.name}), or the one that chose the failed check. */
  public String property() {
    return property;
  }
}
