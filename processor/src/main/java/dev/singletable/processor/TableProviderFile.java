package dev.singletable.processor;

import java.util.Collection;

/** The service file that lists a build's table providers for {@code ServiceLoader}: one binary name a line. */
final class TableProviderFile {
  /** The service, {@code dev.singletable.runtime.TableProvider}: the file's name under {@code META-INF/services/}. */
  static final String SERVICE = "dev.singletable.runtime.TableProvider";

  private TableProviderFile() {}

  /** The file's text: a comment, then each provider, in the order given. */
  static String text(Collection<String> providers) {
    StringBuilder text = new StringBuilder("# The table providers singletable generated in this build.\n");
    providers.forEach(provider -> text.append(provider).append('\n'));
    return text.toString();
  }
}
