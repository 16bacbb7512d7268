package dev.singletable.processor.generate;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.JavaFile;
import com.squareup.javapoet.NameAllocator;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeSpec;
import dev.singletable.processor.model.EdgeModel;
import dev.singletable.processor.model.ListingModel;
import dev.singletable.processor.model.Names;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code FollowRepository}, or in the {@link Flavor#ASYNC} flavor {@code FollowAsyncRepository}:
 * create, put, get, exists, delete, and the listings from both ends. Every read is a GetItem or a
 * Query on a known key.
 */
public final class RepositoryGenerator {

  private RepositoryGenerator() {}

  /** {@code FollowRepository}. */
  public static JavaFile generate(EdgeModel edge) {
    return generate(edge, Flavor.SYNC);
  }

  /** {@code FollowAsyncRepository}. */
  public static JavaFile generateAsync(EdgeModel edge) {
    return generate(edge, Flavor.ASYNC);
  }

  private static JavaFile generate(EdgeModel edge, Flavor flavor) {
    TypeSpec.Builder type = TypeSpec.classBuilder(flavor.repository(edge))
        .addAnnotation(RuntimeTypes.GENERATED)
        .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
        .addJavadoc("Reads and writes {@link $T} edges:\n$L\n\n", edge.record(), edge.keys().describe())
        .addJavadoc("<p>Every read is a GetItem or a Query on a known key, never a Scan. Bad input, null arguments\n"
            + "included, is refused with a {@link dev.singletable.runtime.SingleTableException} before any\n"
            + "request is sent.\n");
    if (flavor == Flavor.ASYNC) {
      type.addJavadoc("Methods return at once: a refusal fails the returned future (or is signalled to\n"
          + "the publisher's subscriber), and nothing here waits for a response.\n");
    }
    type.addJavadoc("Thread-safe.\n");
    edge.listings().forEach(listing -> type.addField(listingField(edge, listing)));
    ContextField.addTo(type);
    type.addMethod(ContextField.constructor(flavor.repository(edge), flavor).build());
    WriteMethods.addTo(type, edge, flavor);
    edge.listings().forEach(listing -> ListingMethods.addTo(type, edge, listing, flavor));
    BatchMethods.addTo(type, edge, flavor);
    return JavaFile.builder(edge.packageName(), type.build()).skipJavaLangImports(true).build();
  }

  // private static final Listing BY_FOLLOWER = Listing.base(FollowKeys.TYPE, FollowKeys.TARGET_PREFIX + "#");
  private static FieldSpec listingField(EdgeModel edge, ListingModel listing) {
    ClassName keys = edge.keysClass();
    FieldSpec.Builder field = FieldSpec.builder(RuntimeTypes.LISTING, listing.fieldName(),
        Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL);
    if (listing.inverted()) {
      return field.initializer("$T.inverted($T.TYPE,$W$T.INVERTED_INDEX,$W$T.SOURCE_PREFIX + $S)",
          RuntimeTypes.LISTING, keys, keys, keys, "#").build();
    }
    return field.initializer("$T.base($T.TYPE,$W$T.TARGET_PREFIX + $S)", RuntimeTypes.LISTING, keys, keys, "#").build();
  }

  /** A parameter for the source and target ids, allocated so they never clash with other names. */
  static NameAllocator names(EdgeModel edge) {
    NameAllocator names = new NameAllocator();
    names.newName("client", "client");
    names.newName("tableName", "tableName");
    names.newName("context", "context");
    names.newName(edge.source().component().name(), "source");
    names.newName(edge.target().component().name(), "target");
    names.newName(Names.decapitalize(edge.entityName()), "value");
    names.newName("options", "options");
    names.newName("consistency", "consistency");
    return names;
  }

  static ParameterizedTypeName pageOf(EdgeModel edge) {
    return ParameterizedTypeName.get(RuntimeTypes.PAGE, edge.record());
  }
}
