package dev.singletable.runtime.internal.table;

import dev.singletable.runtime.InvalidRequestException;
import dev.singletable.runtime.TableProvider;
import java.util.List;
import java.util.stream.Collectors;

/** The refusals of a generated {@code SocialTableProvider}, built here so that each generated method stays a line. */
public final class Providers {
  private Providers() {}

  /** {@code table} as the provider's table class, or a refusal naming both classes. */
  public static <T> T own(Object table, Class<T> type, String method) {
    if (!type.isInstance(table)) {
      throw new InvalidRequestException(method + ": " + (table == null ? "the table is null"
          : "the table is a " + table.getClass().getName()) + ", not a " + type.getName()
          + ". Ask the provider whose tableClass() it is.");
    }
    return type.cast(table);
  }

  /** A repository accessor the table class does not have. */
  public static InvalidRequestException noRepository(String method, String accessor,
      List<TableProvider.Repository> repositories) {
    return new InvalidRequestException(method + ": the table has no repository '" + accessor + "'. Its"
        + " repositories are " + repositories.stream().map(TableProvider.Repository::accessor)
        .collect(Collectors.joining(", ")) + ".");
  }

  /** The async table class was not generated. */
  public static InvalidRequestException noAsync(String method, String table) {
    return new InvalidRequestException(method + ": " + table + " has no async table class: the build did not"
        + " ask for the async twins. Compile with -Asingletable.async=true.");
  }
}
