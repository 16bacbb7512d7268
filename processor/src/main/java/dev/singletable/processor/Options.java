package dev.singletable.processor;

import dev.singletable.processor.export.ExportFormat;
import dev.singletable.processor.validate.Message;
import dev.singletable.processor.validate.Reporter;
import java.util.EnumSet;
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
 * @param exports the infrastructure exports written beside each table's model descriptor
 *     ({@code -Asingletable.exports=cloudformation-yaml,workbench}; by default all of them, with
 *     {@code none} none: the descriptor itself is always written)
 */
record Options(boolean async, Set<ExportFormat> exports) {
  static final String ASYNC = "singletable.async";
  static final String EXPORTS = "singletable.exports";
  static final Options DEFAULTS = new Options(false, Set.copyOf(EnumSet.allOf(ExportFormat.class)));

  /** The option names javac may pass on. */
  static Set<String> names() {
    return Set.of(ASYNC, EXPORTS);
  }

  /**
   * The options in {@code given} (javac's {@code -A} map), or empty after printing an error for each
   * value that is not one of the option's values. {@code -Asingletable.async} alone means true.
   */
  static Optional<Options> read(Map<String, String> given, Reporter reporter) {
    String async = given.getOrDefault(ASYNC, "false");
    String value = async == null ? "true" : async.trim().toLowerCase(Locale.ROOT);
    boolean bad = false;
    if (!value.equals("true") && !value.equals("false")) {
      reporter.printUnplaced(Message.BAD_OPTION, ASYNC, async, ASYNC);
      bad = true;
    }
    Optional<Set<ExportFormat>> exports = exports(given.getOrDefault(EXPORTS, "all"), reporter);
    return bad || exports.isEmpty() ? Optional.empty() : Optional.of(new Options(value.equals("true"), exports.get()));
  }

  /**
   * The formats a comma-separated list names, any case, spaces around each allowed: {@code all} adds
   * every format, {@code none} none. Empty after printing an error for the first name that is no format
   * (an empty one too: {@code -Asingletable.exports} alone names none).
   */
  private static Optional<Set<ExportFormat>> exports(String list, Reporter reporter) {
    Set<ExportFormat> formats = EnumSet.noneOf(ExportFormat.class);
    for (String name : (list == null ? "" : list).split(",", -1)) {
      String format = name.trim().toLowerCase(Locale.ROOT);
      if (format.equals("all")) {
        formats.addAll(EnumSet.allOf(ExportFormat.class));
      } else if (!format.equals("none")) {
        Optional<ExportFormat> named = ExportFormat.named(format);
        if (named.isEmpty()) {
          reporter.printUnplaced(Message.UNKNOWN_EXPORT, EXPORTS, ExportFormat.ACCEPTED, name.trim(), EXPORTS);
          return Optional.empty();
        }
        formats.add(named.get());
      }
    }
    return Optional.of(Set.copyOf(formats));
  }
}
