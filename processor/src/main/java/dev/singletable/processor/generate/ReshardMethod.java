package dev.singletable.processor.generate;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.TypeSpec;
import dev.singletable.processor.model.EdgeModel;
import javax.lang.model.element.Modifier;

/**
 * What an edge with an inverted index adds: {@code reshard()}, the migration of the stored edges to
 * the shard count this code was generated with, so that no caller can name another.
 */
final class ReshardMethod {
  private static final ClassName RESHARD = RuntimeTypes.RESHARD;

  private ReshardMethod() {}

  // public Reshard reshard() {
  //   return reshardTo(FollowKeys.INVERTED_INDEX, FollowKeys.INVERTED_INDEX_SHARDS);   (unsharded: 1)
  // }
  static void addTo(TypeSpec.Builder type, EdgeModel edge, Flavor flavor) {
    if (edge.invertedIndex().isEmpty()) {
      return;
    }
    MethodSpec.Builder method = MethodSpec.methodBuilder("reshard").addModifiers(Modifier.PUBLIC)
        .returns(RESHARD)
        .addJavadoc("The migration of the stored {@link $T} edges to the $L this code was\n", edge.record(),
            edge.invertedIndexShards() == 1 ? "unsharded index" : edge.invertedIndexShards() + " index shards")
        .addJavadoc("generated with. Run it ($L) after deploying a change of\n",
            flavor == Flavor.SYNC ? "{@code run}, or {@code step} by step" : "{@code runAsync}, or {@code stepAsync}")
        .addJavadoc("{@code invertedIndexShards}: one Scan of the table, one UpdateItem per edge moved. See\n")
        .addJavadoc("{@link $T}.\n", RESHARD);
    if (edge.invertedIndexShards() > 1) {
      method.addStatement("return reshardTo($T.INVERTED_INDEX, $T.INVERTED_INDEX_SHARDS)", edge.keysClass(),
          edge.keysClass());
    } else {
      method.addStatement("return reshardTo($T.INVERTED_INDEX, 1)", edge.keysClass());
    }
    type.addMethod(method.build());
  }
}
