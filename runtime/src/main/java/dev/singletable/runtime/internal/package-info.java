/**
 * Helpers that only generated code calls; no compatibility promise, they change with the processor.
 *
 * <p>The table layout itself is {@code dev.singletable.layout.Layout}, shared with the processor. {@link
 * dev.singletable.runtime.internal.Keys} encodes and decodes key values, {@link
 * dev.singletable.runtime.internal.Values} converts attributes, {@link
 * dev.singletable.runtime.internal.Items} checks item sizes, {@link
 * dev.singletable.runtime.internal.Arguments} refuses null arguments, {@link
 * dev.singletable.runtime.internal.Cursors} makes listing cursors, {@link
 * dev.singletable.runtime.internal.Operations} sends the requests (GetItem, PutItem, DeleteItem and
 * Query only, never Scan) and {@link dev.singletable.runtime.internal.Tables} creates the table.
 * {@link dev.singletable.runtime.internal.RuntimeVersion} carries this jar's version: the processor
 * generates code only against a runtime of its own version.
 */
package dev.singletable.runtime.internal;
