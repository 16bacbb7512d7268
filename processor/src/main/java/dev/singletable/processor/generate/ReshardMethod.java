package dev.singletable.processor.generate;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.TypeSpec;
import dev.singletable.processor.model.EdgeModel;
import javax.lang.model.element.Modifier;

/**
 * What an edge with an inverted index adds: {@code reshard()}, the migration of the stored edges to
 * the shard count this code was generated with, and {@code reshard(int shards)}, to another count (to
 * prepare a deploy or undo one). Both are typed by the repository: no caller names the entity or the
 * index.
 */
final class ReshardMethod {
  private static final ClassName RESHARD = RuntimeTypes.RESHARD;

  private ReshardMethod() {}

  // public Reshard reshard() {
  //   return reshardTo(FollowKeys.INVERTED_INDEX, FollowKeys.INVERTED_INDEX_SHARDS, "reshard");   (unsharded: 1)
  // }
  // public Reshard reshard(int shards) { return reshardTo(FollowKeys.INVERTED_INDEX, shards, "reshard"); }
  static void addTo(TypeSpec.Builder type, EdgeModel edge, Flavor flavor) {
    if (edge.invertedIndex().isEmpty()) {
      return;
    }
    String run = flavor == Flavor.SYNC ? "{@code run}, or {@code step} by step" : "{@code runAsync}, or {@code stepAsync}";
    MethodSpec.Builder method = MethodSpec.methodBuilder("reshard").addModifiers(Modifier.PUBLIC)
        .returns(RESHARD)
        .addJavadoc("The migration of the stored {@link $T} edges to the $L this code was\n", edge.record(),
            edge.invertedIndexShards() == 1 ? "unsharded index" : edge.invertedIndexShards() + " index shards")
        .addJavadoc("generated with. Run it ($L) after deploying a change of\n", run)
        .addJavadoc("{@code invertedIndexShards}: one Scan of the table, one UpdateItem per edge moved. See\n")
        .addJavadoc("{@link $T}.\n", RESHARD);
    if (edge.invertedIndexShards() > 1) {
      method.addStatement("return reshardTo($T.INVERTED_INDEX, $T.INVERTED_INDEX_SHARDS, $S)", edge.keysClass(),
          edge.keysClass(), "reshard");
    } else {
      method.addStatement("return reshardTo($T.INVERTED_INDEX, 1, $S)", edge.keysClass(), "reshard");
    }
    type.addMethod(method.build());
    type.addMethod(MethodSpec.methodBuilder("reshard").addModifiers(Modifier.PUBLIC)
        .returns(RESHARD)
        .addParameter(int.class, "shards")
        .addJavadoc("As {@link #reshard()}, to {@code shards} index shards (1: unsharded) rather than the code's:\n"
            + "to prepare a change before deploying it, or to undo one. Listings by target read the code's count.\n\n"
            + "@throws dev.singletable.runtime.InvalidRequestException if {@code shards} is not 1 to 64\n")
        .addStatement("return reshardTo($T.INVERTED_INDEX, shards, $S)", edge.keysClass(), "reshard")
        .build());
  }
}
