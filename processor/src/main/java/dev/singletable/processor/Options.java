package dev.singletable.processor;

import dev.singletable.processor.validate.Message;
import dev.singletable.processor.validate.Reporter;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The processor's options, given to javac as {@code -Akey=value}.
 *
 * @param async whether each record gets an async repository and each table an async table class
 *     ({@code -Asingletable.async=true}; by default they are left out: they are a quarter of what
 *     the processor adds to a build, and most services call DynamoDB synchronously)
 */
record Options(boolean async) {
  static final String ASYNC = "singletable.async";
  static final Options DEFAULTS = new Options(false);

  /** The option names javac may pass on. */
  static Set<String> names() {
    return Set.of(ASYNC);
  }

  /**
   * The options in {@code given} (javac's {@code -A} map), or empty after printing an error for each
   * value that is not one of the option's values. {@code -Asingletable.async} alone means true.
   */
  static Optional<Options> read(Map<String, String> given, Reporter reporter) {
    String async = given.getOrDefault(ASYNC, "false");
    String value = async == null ? "true" : async.trim().toLowerCase(Locale.ROOT);
    if (!value.equals("true") && !value.equals("false")) {
      reporter.printUnplaced(Message.BAD_OPTION, ASYNC, async, ASYNC);
      return Optional.empty();
    }
    return Optional.of(new Options(value.equals("true")));
  }
}
